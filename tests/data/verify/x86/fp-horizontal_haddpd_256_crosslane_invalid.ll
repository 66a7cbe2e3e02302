; expect: invalid
; why: widening the 128-bit hadd pattern naively (even lanes 0,2,4,6 of a:b) does not give avx hadd.pd.256, which is [a0+a1, b0+b1, a2+a3, b2+b3]
define <4 x double> @src(<4 x double> %a, <4 x double> %b) {
  %e = shufflevector <4 x double> %a, <4 x double> %b, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %o = shufflevector <4 x double> %a, <4 x double> %b, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %r = fadd <4 x double> %e, %o
  ret <4 x double> %r
}

define <4 x double> @tgt(<4 x double> %a, <4 x double> %b) {
  %r = call <4 x double> @llvm.x86.avx.hadd.pd.256(<4 x double> %a, <4 x double> %b)
  ret <4 x double> %r
}

declare <4 x double> @llvm.x86.avx.hadd.pd.256(<4 x double>, <4 x double>)
