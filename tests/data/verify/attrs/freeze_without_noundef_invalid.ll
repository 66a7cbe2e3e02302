; expect: invalid
; why: without noundef, x may be poison: freeze(x) is a value, x is poison

define i8 @src(i8 %x) {
  %r = freeze i8 %x
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  ret i8 %x
}
