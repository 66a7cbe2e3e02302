; expect: invalid
; why: tgt srem INT_MIN, -1 is UB; src always returns 0

define i32 @src(i32 %x) {
  ret i32 0
}

define i32 @tgt(i32 %x) {
  %r = srem i32 %x, -1
  ret i32 %r
}
