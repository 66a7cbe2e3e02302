; expect: valid
; why: with noundef inputs every use reads the same value and the expansion is exact
define <4 x double> @src(<4 x double> noundef %a, <4 x double> noundef %b) {
  %r = call <4 x double> @llvm.x86.avx.min.pd.256(<4 x double> %a, <4 x double> %b)
  ret <4 x double> %r
}

define <4 x double> @tgt(<4 x double> noundef %a, <4 x double> noundef %b) {
  %c = fcmp olt <4 x double> %a, %b
  %r = select <4 x i1> %c, <4 x double> %a, <4 x double> %b
  ret <4 x double> %r
}

declare <4 x double> @llvm.x86.avx.min.pd.256(<4 x double>, <4 x double>)
