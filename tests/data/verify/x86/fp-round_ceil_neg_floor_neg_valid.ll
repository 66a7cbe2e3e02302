; expect: valid
; why: ceil(x) = -floor(-x), signed zeros and NaNs included: round.ps(x, 2) (up) equals fneg of round.ps(-x, 1) (down) (arguments noundef: with undef inputs the target reads an argument twice)
define <4 x float> @src(<4 x float> noundef %x) {
  %r = call <4 x float> @llvm.x86.sse41.round.ps(<4 x float> %x, i32 2)
  ret <4 x float> %r
}

define <4 x float> @tgt(<4 x float> noundef %x) {
  %n = fneg <4 x float> %x
  %f = call <4 x float> @llvm.x86.sse41.round.ps(<4 x float> %n, i32 1)
  %r = fneg <4 x float> %f
  ret <4 x float> %r
}

declare <4 x float> @llvm.x86.sse41.round.ps(<4 x float>, i32)
