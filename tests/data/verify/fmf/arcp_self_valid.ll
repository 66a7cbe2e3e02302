; expect: valid
; why: arcp is modelled the same way in both programs (quotient or x * (1/y), the source's choice), so fdiv arcp refines itself

define float @src(float %x, float %y) {
%r = fdiv arcp float %x, %y
  ret float %r
}

define float @tgt(float %x, float %y) {
%r = fdiv arcp float %x, %y
  ret float %r
}
