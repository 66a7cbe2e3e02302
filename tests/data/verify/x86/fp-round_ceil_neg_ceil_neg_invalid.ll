; expect: invalid
; why: the same mirror with the immediate left unchanged, -round.ps(-x, 2) = -ceil(-x), is floor(x), not ceil(x)
define <4 x float> @src(<4 x float> %x) {
  %r = call <4 x float> @llvm.x86.sse41.round.ps(<4 x float> %x, i32 2)
  ret <4 x float> %r
}

define <4 x float> @tgt(<4 x float> %x) {
  %n = fneg <4 x float> %x
  %f = call <4 x float> @llvm.x86.sse41.round.ps(<4 x float> %n, i32 2)
  %r = fneg <4 x float> %f
  ret <4 x float> %r
}

declare <4 x float> @llvm.x86.sse41.round.ps(<4 x float>, i32)
