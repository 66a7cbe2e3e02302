; expect: valid
; why: LangRef NaN rules: insertelement then extractelement of the same lane gives the element bit for bit

define float @src(<4 x float> %v, float %x) {
%v2 = insertelement <4 x float> %v, float %x, i32 1
  %r = extractelement <4 x float> %v2, i32 1
  ret float %r
}

define float @tgt(<4 x float> %v, float %x) {
ret float %x
}
