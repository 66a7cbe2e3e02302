; expect: valid
; why: select c, x, x is x whatever the condition, undef or not

define i8 @src(i1 %c, i8 %x) {
  %r = select i1 %c, i8 %x, i8 %x
  ret i8 %r
}

define i8 @tgt(i1 %c, i8 %x) {
  ret i8 %x
}
