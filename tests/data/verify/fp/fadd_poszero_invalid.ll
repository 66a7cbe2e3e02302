; expect: invalid
; why: -0.0 + +0.0 = +0.0, so fadd x, 0.0 is not x for x = -0.0

define float @src(float %x) {
  %r = fadd float %x, 0.0
  ret float %r
}

define float @tgt(float %x) {
  ret float %x
}
