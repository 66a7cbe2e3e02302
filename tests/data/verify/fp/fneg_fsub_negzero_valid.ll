; expect: valid
; why: -0.0 - x = -x for all x including zeros; NaN gives NaN

define float @src(float %x) {
  %r = fneg float %x
  ret float %r
}

define float @tgt(float %x) {
  %r = fsub float -0.0, %x
  ret float %r
}
