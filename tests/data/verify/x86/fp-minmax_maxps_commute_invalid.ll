; expect: invalid
; why: x86 max is not commutative: max.ps(a, b) returns b for a NaN or equal-zero pair, so swapping the operands changes -0.0/+0.0 and NaN results
define <4 x float> @src(<4 x float> %a, <4 x float> %b) {
  %r = call <4 x float> @llvm.x86.sse.max.ps(<4 x float> %a, <4 x float> %b)
  ret <4 x float> %r
}

define <4 x float> @tgt(<4 x float> %a, <4 x float> %b) {
  %r = call <4 x float> @llvm.x86.sse.max.ps(<4 x float> %b, <4 x float> %a)
  ret <4 x float> %r
}

declare <4 x float> @llvm.x86.sse.max.ps(<4 x float>, <4 x float>)
