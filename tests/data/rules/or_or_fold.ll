; why: (x | C0) | C1 is x | (C0 | C1)
define i16 @src_a(i16 %x) {
  %a = or i16 %x, 12
  %r = or i16 %a, 10
  ret i16 %r
}
define i16 @tgt_a(i16 %x) {
  %r = or i16 %x, 14
  ret i16 %r
}
