; expect: valid
; why: nofpclass(zero): x == 0.0 only for a zero x, which is poison

define i1 @src(float nofpclass(zero) %x) {
  %r = fcmp oeq float %x, 0.0
  ret i1 %r
}

define i1 @tgt(float nofpclass(zero) %x) {
  ret i1 false
}
