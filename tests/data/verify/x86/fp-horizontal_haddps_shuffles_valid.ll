; expect: valid
; why: hadd.ps(a, b) = [a0+a1, a2+a3, b0+b1, b2+b3]: the fadd of the even and odd shuffles of a:b is one haddps (arguments noundef: with undef inputs the target reads an argument twice)
define <4 x float> @src(<4 x float> noundef %a, <4 x float> noundef %b) {
  %e = shufflevector <4 x float> %a, <4 x float> %b, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %o = shufflevector <4 x float> %a, <4 x float> %b, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %r = fadd <4 x float> %e, %o
  ret <4 x float> %r
}

define <4 x float> @tgt(<4 x float> noundef %a, <4 x float> noundef %b) {
  %r = call <4 x float> @llvm.x86.sse3.hadd.ps(<4 x float> %a, <4 x float> %b)
  ret <4 x float> %r
}

declare <4 x float> @llvm.x86.sse3.hadd.ps(<4 x float>, <4 x float>)
