; expect: valid
; why: LangRef NaN rules: fneg is lane-wise and exact: extracting from fneg v is fneg of the extracted lane

define float @src(<4 x float> %v) {
%n = fneg <4 x float> %v
  %r = extractelement <4 x float> %n, i32 2
  ret float %r
}

define float @tgt(<4 x float> %v) {
%e = extractelement <4 x float> %v, i32 2
  %r = fneg float %e
  ret float %r
}
