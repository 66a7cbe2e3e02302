; expect: valid
; why: float -> double is exact so truncating back is exact

define float @src(float %x) {
  %d = fpext float %x to double
  %r = fptrunc double %d to float
  ret float %r
}

define float @tgt(float %x) {
  ret float %x
}
