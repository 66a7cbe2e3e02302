; expect: valid
; why: x + x + x -> mul x, 3: the target reads x once

define i16 @src(i16 %x) {
  %a = add i16 %x, %x
  %r = add i16 %a, %x
  ret i16 %r
}

define i16 @tgt(i16 %x) {
  %r = mul i16 %x, 3
  ret i16 %r
}
