; expect: invalid
; why: hsub.ps computes v[2j] - v[2j+1]; odd minus even has the opposite sign
define <4 x float> @src(<4 x float> %a, <4 x float> %b) {
  %e = shufflevector <4 x float> %a, <4 x float> %b, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %o = shufflevector <4 x float> %a, <4 x float> %b, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %r = fsub <4 x float> %o, %e
  ret <4 x float> %r
}

define <4 x float> @tgt(<4 x float> %a, <4 x float> %b) {
  %r = call <4 x float> @llvm.x86.sse3.hsub.ps(<4 x float> %a, <4 x float> %b)
  ret <4 x float> %r
}

declare <4 x float> @llvm.x86.sse3.hsub.ps(<4 x float>, <4 x float>)
