; expect: valid
; why: and c, d is poison whenever either is; select c, d, false is at least as defined

define i1 @src(i1 %c, i1 %d) {
  %r = and i1 %c, %d
  ret i1 %r
}

define i1 @tgt(i1 %c, i1 %d) {
  %r = select i1 %c, i1 %d, i1 false
  ret i1 %r
}
