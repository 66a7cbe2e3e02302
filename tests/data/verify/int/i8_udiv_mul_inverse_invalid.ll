; expect: invalid
; why: multiplying by the inverse of 3 (171) equals udiv 3 only for exact division (x=1)

define i8 @src(i8 %x) {
  %r = udiv i8 %x, 3
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  %r = mul i8 %x, -85
  ret i8 %r
}
