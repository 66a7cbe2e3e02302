; expect: valid
; why: poison propagates through add, so src is poison

define i32 @src(i32 %x) {
  %r = add i32 %x, poison
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  ret i32 0
}
