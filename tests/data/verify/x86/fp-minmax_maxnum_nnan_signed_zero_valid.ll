; expect: valid
; why: with nnan, maxnum and max.pd differ only on equal zeros, where which zero maxnum returns is a free choice of the source (LangRef: the -0.0 < +0.0 order is not implemented, x86 lowers maxnum nnan to max.pd): the lowering is proved
define <2 x double> @src(<2 x double> %a, <2 x double> %b) {
  %r = call nnan <2 x double> @llvm.maxnum.v2f64(<2 x double> %a, <2 x double> %b)
  ret <2 x double> %r
}

define <2 x double> @tgt(<2 x double> %a, <2 x double> %b) {
  %r = call <2 x double> @llvm.x86.sse2.max.pd(<2 x double> %a, <2 x double> %b)
  ret <2 x double> %r
}

declare <2 x double> @llvm.maxnum.v2f64(<2 x double>, <2 x double>)
declare <2 x double> @llvm.x86.sse2.max.pd(<2 x double>, <2 x double>)
