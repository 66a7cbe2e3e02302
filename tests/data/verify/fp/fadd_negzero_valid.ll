; expect: valid
; why: x + -0.0 = x for all x including -0.0; NaN stays NaN

define float @src(float %x) {
  %r = fadd float %x, -0.0
  ret float %r
}

define float @tgt(float %x) {
  ret float %x
}
