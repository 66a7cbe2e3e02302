; expect: valid
; why: LangRef NaN rules: per lane, fsub -0.0, x may return x's NaN unchanged with any sign: fneg is one of its results

define <4 x float> @src(<4 x float> %v) {
%r = fsub <4 x float> <float -0.0, float -0.0, float -0.0, float -0.0>, %v
  ret <4 x float> %r
}

define <4 x float> @tgt(<4 x float> %v) {
%r = fneg <4 x float> %v
  ret <4 x float> %r
}
