; expect: valid
; why: i7 constant -64 is 64 = 2^6, so mul is shl by 6

define i7 @src(i7 %x) {
  %r = mul i7 %x, -64
  ret i7 %r
}

define i7 @tgt(i7 %x) {
  %r = shl i7 %x, 6
  ret i7 %r
}
