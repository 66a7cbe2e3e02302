; expect: valid
; why: avx hadd.ps.256 works per 128-bit half: [a0+a1, a2+a3, b0+b1, b2+b3, a4+a5, a6+a7, b4+b5, b6+b7]
define <8 x float> @src(<8 x float> %a, <8 x float> %b) {
  %r = call <8 x float> @llvm.x86.avx.hadd.ps.256(<8 x float> %a, <8 x float> %b)
  ret <8 x float> %r
}

define <8 x float> @tgt(<8 x float> %a, <8 x float> %b) {
  %e = shufflevector <8 x float> %a, <8 x float> %b, <8 x i32> <i32 0, i32 2, i32 8, i32 10, i32 4, i32 6, i32 12, i32 14>
  %o = shufflevector <8 x float> %a, <8 x float> %b, <8 x i32> <i32 1, i32 3, i32 9, i32 11, i32 5, i32 7, i32 13, i32 15>
  %r = fadd <8 x float> %e, %o
  ret <8 x float> %r
}

declare <8 x float> @llvm.x86.avx.hadd.ps.256(<8 x float>, <8 x float>)
