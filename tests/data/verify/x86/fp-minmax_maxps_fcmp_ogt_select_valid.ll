; expect: valid
; why: x86 max.ps is exactly `a > b ? a : b` (ordered compare): NaN in either operand and equal zeros give b, bits unchanged; this select is what clang emits for _mm_max_ps-like code, and it may become one maxps
define <4 x float> @src(<4 x float> %a, <4 x float> %b) {
  %c = fcmp ogt <4 x float> %a, %b
  %r = select <4 x i1> %c, <4 x float> %a, <4 x float> %b
  ret <4 x float> %r
}

define <4 x float> @tgt(<4 x float> %a, <4 x float> %b) {
  %r = call <4 x float> @llvm.x86.sse.max.ps(<4 x float> %a, <4 x float> %b)
  ret <4 x float> %r
}

declare <4 x float> @llvm.x86.sse.max.ps(<4 x float>, <4 x float>)
