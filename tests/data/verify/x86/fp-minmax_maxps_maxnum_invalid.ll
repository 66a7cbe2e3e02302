; expect: invalid
; why: x86 max.ps is not llvm.maxnum: max.ps(NaN, 1.0) is 1.0 but max.ps(1.0, NaN) is NaN (maxnum gives 1.0), and max.ps(+0.0, -0.0) is -0.0
define <4 x float> @src(<4 x float> %a, <4 x float> %b) {
  %r = call <4 x float> @llvm.x86.sse.max.ps(<4 x float> %a, <4 x float> %b)
  ret <4 x float> %r
}

define <4 x float> @tgt(<4 x float> %a, <4 x float> %b) {
  %r = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %a, <4 x float> %b)
  ret <4 x float> %r
}

declare <4 x float> @llvm.x86.sse.max.ps(<4 x float>, <4 x float>)
declare <4 x float> @llvm.maxnum.v4f32(<4 x float>, <4 x float>)
