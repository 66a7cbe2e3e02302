; expect: invalid
; why: select c, d, false blocks poison d when c=false; and c, d propagates it

define i1 @src(i1 %c, i1 %d) {
  %r = select i1 %c, i1 %d, i1 false
  ret i1 %r
}

define i1 @tgt(i1 %c, i1 %d) {
  %r = and i1 %c, %d
  ret i1 %r
}
