; expect: invalid
; why: nsz in the target lets -0.0 + 0.0 be -0.0, where the source must give +0.0

define float @src(float %x) {
  %r = fadd float %x, 0.0
  ret float %r
}

define float @tgt(float %x) {
  %r = fadd nsz float %x, 0.0
  ret float %r
}
