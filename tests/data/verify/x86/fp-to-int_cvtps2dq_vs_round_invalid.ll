; expect: invalid
; why: cvtps2dq rounds ties to even (2.5 -> 2), llvm.round rounds them away from zero (2.5 -> 3): fptosi(round(x)) is not cvtps2dq
define <4 x i32> @src(<4 x float> %x) {
  %r0 = call <4 x float> @llvm.round.v4f32(<4 x float> %x)
  %r = fptosi <4 x float> %r0 to <4 x i32>
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x float> %x) {
  %r = call <4 x i32> @llvm.x86.sse2.cvtps2dq(<4 x float> %x)
  ret <4 x i32> %r
}

declare <4 x float> @llvm.round.v4f32(<4 x float>)
declare <4 x i32> @llvm.x86.sse2.cvtps2dq(<4 x float>)
