; expect: invalid
; why: 0 - x = ~x + 1, not ~x

define i128 @src(i128 %x) {
  %r = sub i128 0, %x
  ret i128 %r
}

define i128 @tgt(i128 %x) {
  %r = xor i128 %x, -1
  ret i128 %r
}
