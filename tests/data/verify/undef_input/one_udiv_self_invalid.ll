; expect: invalid
; why: the target divides by an undef x, which may read 0: undefined behaviour the source does not have

define i8 @src(i8 %x) {
  ret i8 1
}

define i8 @tgt(i8 %x) {
  %r = udiv i8 %x, %x
  ret i8 %r
}
