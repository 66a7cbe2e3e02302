; expect: valid
; why: x -> and x, x: an undef x is any value in the source, and u1 & u2 is a value

define i8 @src(i8 %x) {
  ret i8 %x
}

define i8 @tgt(i8 %x) {
  %r = and i8 %x, %x
  ret i8 %r
}
