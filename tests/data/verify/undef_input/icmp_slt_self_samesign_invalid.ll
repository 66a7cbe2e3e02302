; expect: invalid
; why: an undef %a may read as -1 then 0: `samesign` is poison there, the source is not

define i1 @src(i8 %a) {
  %r = icmp slt i8 %a, %a
  ret i1 %r
}

define i1 @tgt(i8 %a) {
  %r = icmp samesign slt i8 %a, %a
  ret i1 %r
}
