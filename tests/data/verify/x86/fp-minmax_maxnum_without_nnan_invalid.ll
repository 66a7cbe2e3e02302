; expect: invalid
; why: without nnan the lowering is wrong: maxnum(1.0, NaN) is 1.0 but max.pd(1.0, NaN) returns its second operand, the NaN
define <2 x double> @src(<2 x double> %a, <2 x double> %b) {
  %r = call <2 x double> @llvm.maxnum.v2f64(<2 x double> %a, <2 x double> %b)
  ret <2 x double> %r
}

define <2 x double> @tgt(<2 x double> %a, <2 x double> %b) {
  %r = call <2 x double> @llvm.x86.sse2.max.pd(<2 x double> %a, <2 x double> %b)
  ret <2 x double> %r
}

declare <2 x double> @llvm.maxnum.v2f64(<2 x double>, <2 x double>)
declare <2 x double> @llvm.x86.sse2.max.pd(<2 x double>, <2 x double>)
