; expect: invalid
; why: addsub subtracts in the EVEN lanes; the blend <4,1,6,3> (add in even, subtract in odd) is the opposite (that is what fmaddsub/fmsubadd confusions produce)
define <4 x double> @src(<4 x double> %a, <4 x double> %b) {
  %s = fsub <4 x double> %a, %b
  %d = fadd <4 x double> %a, %b
  %r = shufflevector <4 x double> %s, <4 x double> %d, <4 x i32> <i32 4, i32 1, i32 6, i32 3>
  ret <4 x double> %r
}

define <4 x double> @tgt(<4 x double> %a, <4 x double> %b) {
  %r = call <4 x double> @llvm.x86.avx.addsub.pd.256(<4 x double> %a, <4 x double> %b)
  ret <4 x double> %r
}

declare <4 x double> @llvm.x86.avx.addsub.pd.256(<4 x double>, <4 x double>)
