; expect: valid
; why: immediate 4 rounds by MXCSR, which is round-to-nearest-even in LLVM's default FP environment: round.ps(x, 4) is llvm.rint (= roundeven there) (arguments noundef: with undef inputs the target reads an argument twice)
define <8 x float> @src(<8 x float> noundef %x) {
  %r = call <8 x float> @llvm.rint.v8f32(<8 x float> %x)
  ret <8 x float> %r
}

define <8 x float> @tgt(<8 x float> noundef %x) {
  %r = call <8 x float> @llvm.x86.avx.round.ps.256(<8 x float> %x, i32 4)
  ret <8 x float> %r
}

declare <8 x float> @llvm.rint.v8f32(<8 x float>)
declare <8 x float> @llvm.x86.avx.round.ps.256(<8 x float>, i32)
