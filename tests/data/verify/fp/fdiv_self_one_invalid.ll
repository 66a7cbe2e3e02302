; expect: invalid
; why: x/x is NaN for x = 0, inf or NaN

define float @src(float %x) {
  %r = fdiv float %x, %x
  ret float %r
}

define float @tgt(float %x) {
  ret float 1.0
}
