; why: x urem 3 == 0 as a multiply by the inverse of 3 and a compare: the magic constants are not expressions of 3 in the grammar, so the rule stays concrete
define i1 @src_a(i8 %x) {
  %r0 = urem i8 %x, 3
  %r = icmp eq i8 %r0, 0
  ret i1 %r
}
define i1 @tgt_a(i8 %x) {
  %m = mul i8 %x, -85
  %r = icmp ule i8 %m, 85
  ret i1 %r
}
