; expect: valid
; why: both may be any value for an undef x, and 0 for a defined one

define i8 @src(i8 %x) {
  %r = sub i8 %x, %x
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  %r = xor i8 %x, %x
  ret i8 %r
}
