; expect: valid
; why: arcp only concerns division: on fmul it changes nothing

define float @src(float %x, float %y) {
%r = fmul float %x, %y
  ret float %r
}

define float @tgt(float %x, float %y) {
%r = fmul arcp float %x, %y
  ret float %r
}
