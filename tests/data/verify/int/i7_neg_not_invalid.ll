; expect: invalid
; why: -x = ~x + 1, so ~x is off by one from x * -1

define i7 @src(i7 %x) {
  %r = mul i7 %x, -1
  ret i7 %r
}

define i7 @tgt(i7 %x) {
  %r = xor i7 %x, -1
  ret i7 %r
}
