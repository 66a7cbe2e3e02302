; expect: invalid
; why: nnan alone is not enough: LLVM 22's LangRef orders -0.0 < +0.0 for maxnum without nsz, so maxnum(+0.0, -0.0) is +0.0, while max.pd returns its second operand, -0.0 (the LangRef warns that backends, x86 included, do not implement the order yet: a verifier must not prove this lowering)
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
