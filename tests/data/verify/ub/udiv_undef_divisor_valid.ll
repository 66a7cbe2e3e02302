; expect: valid
; why: division by undef is UB (undef may be 0)

define i32 @src(i32 %x) {
  %r = udiv i32 %x, undef
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  ret i32 0
}
