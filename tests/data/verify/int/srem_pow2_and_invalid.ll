; expect: invalid
; why: srem keeps the dividend's sign: -1 srem 8 = -1, -1 & 7 = 7

define i32 @src(i32 %x) {
  %r = srem i32 %x, 8
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %r = and i32 %x, 7
  ret i32 %r
}
