; expect: invalid
; why: select c, true, d ignores poison d when c=true; or c, d does not

define i1 @src(i1 %c, i1 %d) {
  %r = select i1 %c, i1 true, i1 %d
  ret i1 %r
}

define i1 @tgt(i1 %c, i1 %d) {
  %r = or i1 %c, %d
  ret i1 %r
}
