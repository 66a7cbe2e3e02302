; expect: valid
; why: in LLVM's default FP environment (MXCSR round-to-nearest-even) cvtps2dq rounds like llvm.roundeven, so fptosi(roundeven(x)) becomes one cvtps2dq
define <8 x i32> @src(<8 x float> %x) {
  %r0 = call <8 x float> @llvm.roundeven.v8f32(<8 x float> %x)
  %r = fptosi <8 x float> %r0 to <8 x i32>
  ret <8 x i32> %r
}

define <8 x i32> @tgt(<8 x float> %x) {
  %r = call <8 x i32> @llvm.x86.avx.cvt.ps2dq.256(<8 x float> %x)
  ret <8 x i32> %r
}

declare <8 x float> @llvm.roundeven.v8f32(<8 x float>)
declare <8 x i32> @llvm.x86.avx.cvt.ps2dq.256(<8 x float>)
