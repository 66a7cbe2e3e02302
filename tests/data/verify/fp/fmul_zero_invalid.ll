; expect: invalid
; why: x * 0.0 is -0.0 for negative x and NaN for inf/NaN

define float @src(float %x) {
  %r = fmul float %x, 0.0
  ret float %r
}

define float @tgt(float %x) {
  ret float 0.0
}
