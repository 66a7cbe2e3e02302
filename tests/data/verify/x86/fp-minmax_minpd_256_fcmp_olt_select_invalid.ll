; expect: invalid
; why: the select form reads %b twice: with a = 0.0 and b undef it may return a positive b where min(0.0, b) is at most 0.0
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
