; expect: invalid
; why: mul x, 4 is a multiple of 4; (x + x) + (x + x) reads an undef x four times and may give any value

define i16 @src(i16 %x) {
  %r = mul i16 %x, 4
  ret i16 %r
}

define i16 @tgt(i16 %x) {
  %a = add i16 %x, %x
  %r = add i16 %a, %a
  ret i16 %r
}
