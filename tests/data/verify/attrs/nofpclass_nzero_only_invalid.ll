; expect: invalid
; why: nofpclass(nzero) rules out -0.0 but not +0.0, so x == 0.0 may be true

define i1 @src(float nofpclass(nzero) %x) {
  %r = fcmp oeq float %x, 0.0
  ret i1 %r
}

define i1 @tgt(float nofpclass(nzero) %x) {
  ret i1 false
}
