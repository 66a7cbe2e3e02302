; expect: valid
; why: urem x, 2 -> and x, 1: one reading each

define i8 @src(i8 %x) {
  %r = urem i8 %x, 2
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  %r = and i8 %x, 1
  ret i8 %r
}
