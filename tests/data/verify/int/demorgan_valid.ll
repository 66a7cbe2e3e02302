; expect: valid
; why: De Morgan: ~(x & y) = ~x | ~y

define i32 @src(i32 %x, i32 %y) {
  %a = and i32 %x, %y
  %r = xor i32 %a, -1
  ret i32 %r
}

define i32 @tgt(i32 %x, i32 %y) {
  %nx = xor i32 %x, -1
  %ny = xor i32 %y, -1
  %r = or i32 %nx, %ny
  ret i32 %r
}
