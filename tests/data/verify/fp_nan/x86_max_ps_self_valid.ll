; expect: valid
; why: x86 max.ps is the hardware's (second operand on NaN or equal zeros), the same in both programs

define <4 x float> @src(<4 x float> %a, <4 x float> %b) {
%r = call <4 x float> @llvm.x86.sse.max.ps(<4 x float> %a, <4 x float> %b)
  ret <4 x float> %r
}

define <4 x float> @tgt(<4 x float> %a, <4 x float> %b) {
%r = call <4 x float> @llvm.x86.sse.max.ps(<4 x float> %a, <4 x float> %b)
  ret <4 x float> %r
}

declare <4 x float> @llvm.x86.sse.max.ps(<4 x float>, <4 x float>)
