; expect: valid
; why: exact division by 3 is multiplication by 3^-1 = 171 mod 256

define i8 @src(i8 %x) {
  %r = udiv exact i8 %x, 3
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  %r = mul i8 %x, -85
  ret i8 %r
}
