; expect: valid
; why: noalias on the target is harmless when the target accesses no memory

define i8 @src(ptr %p, i8 %x) {
  %r = or i8 %x, 0
  ret i8 %r
}

define i8 @tgt(ptr noalias %p, i8 %x) {
  ret i8 %x
}
