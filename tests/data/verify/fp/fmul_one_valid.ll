; expect: valid
; why: x * 1.0 = x exactly; NaN gives NaN (any NaN refines any NaN)

define float @src(float %x) {
  %r = fmul float %x, 1.0
  ret float %r
}

define float @tgt(float %x) {
  ret float %x
}
