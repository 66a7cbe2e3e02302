; expect: valid
; why: arcp: x / y may be computed as x * (1 / y)

define float @src(float %x, float %y) {
%r = fdiv arcp float %x, %y
  ret float %r
}

define float @tgt(float %x, float %y) {
%i = fdiv float 1.0, %y
  %r = fmul float %x, %i
  ret float %r
}
