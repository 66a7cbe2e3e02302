; expect: invalid
; why: LangRef NaN rules: per lane, the target's fsub may return a NaN other than the source's exact fneg

define <4 x float> @src(<4 x float> %v) {
%r = fneg <4 x float> %v
  ret <4 x float> %r
}

define <4 x float> @tgt(<4 x float> %v) {
%r = fsub <4 x float> <float -0.0, float -0.0, float -0.0, float -0.0>, %v
  ret <4 x float> %r
}
