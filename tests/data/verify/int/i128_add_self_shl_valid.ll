; expect: valid
; why: x + x = x << 1 modulo 2^128

define i128 @src(i128 %x) {
  %r = add i128 %x, %x
  ret i128 %r
}

define i128 @tgt(i128 %x) {
  %r = shl i128 %x, 1
  ret i128 %r
}
