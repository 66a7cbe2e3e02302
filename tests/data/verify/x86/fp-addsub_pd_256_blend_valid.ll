; expect: valid
; why: avx addsub.pd.256 on 4 doubles is the fsub/fadd blend <0,5,2,7>, in both directions
define <4 x double> @src(<4 x double> %a, <4 x double> %b) {
  %r = call <4 x double> @llvm.x86.avx.addsub.pd.256(<4 x double> %a, <4 x double> %b)
  ret <4 x double> %r
}

define <4 x double> @tgt(<4 x double> %a, <4 x double> %b) {
  %s = fsub <4 x double> %a, %b
  %d = fadd <4 x double> %a, %b
  %r = shufflevector <4 x double> %s, <4 x double> %d, <4 x i32> <i32 0, i32 5, i32 2, i32 7>
  ret <4 x double> %r
}

declare <4 x double> @llvm.x86.avx.addsub.pd.256(<4 x double>, <4 x double>)
