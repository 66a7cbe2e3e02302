; expect: valid
; why: avx min.pd.256 is `a < b ? a : b` lane by lane (the second operand on NaN or equal zeros)
define <4 x double> @src(<4 x double> %a, <4 x double> %b) {
  %r = call <4 x double> @llvm.x86.avx.min.pd.256(<4 x double> %a, <4 x double> %b)
  ret <4 x double> %r
}

define <4 x double> @tgt(<4 x double> %a, <4 x double> %b) {
  %c = fcmp olt <4 x double> %a, %b
  %r = select <4 x i1> %c, <4 x double> %a, <4 x double> %b
  ret <4 x double> %r
}

declare <4 x double> @llvm.x86.avx.min.pd.256(<4 x double>, <4 x double>)
