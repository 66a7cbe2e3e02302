; expect: valid
; why: minnum refines itself lane by lane: zero order and signaling-NaN choices are the source's to match

define <4 x float> @src(<4 x float> %a, <4 x float> %b) {
%r = call <4 x float> @llvm.minnum.v4f32(<4 x float> %a, <4 x float> %b)
  ret <4 x float> %r
}

define <4 x float> @tgt(<4 x float> %a, <4 x float> %b) {
%r = call <4 x float> @llvm.minnum.v4f32(<4 x float> %a, <4 x float> %b)
  ret <4 x float> %r
}

declare <4 x float> @llvm.minnum.v4f32(<4 x float>, <4 x float>)
