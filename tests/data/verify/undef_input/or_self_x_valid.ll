; expect: valid
; why: or x, x -> x

define i8 @src(i8 %x) {
  %r = or i8 %x, %x
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  ret i8 %x
}
