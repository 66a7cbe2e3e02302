; expect: invalid
; why: x ^ x in the target may be nonzero for an undef x (two readings)

define i8 @src(i8 %x) {
  ret i8 0
}

define i8 @tgt(i8 %x) {
  %r = xor i8 %x, %x
  ret i8 %r
}
