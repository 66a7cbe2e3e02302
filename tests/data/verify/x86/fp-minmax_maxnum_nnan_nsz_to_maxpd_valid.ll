; expect: valid
; why: with nnan (a NaN operand makes the result poison) and nsz (LLVM 22: maxnum may then return either of +0.0/-0.0), maxnum may be lowered to one max.pd, which returns its second operand for equal zeros
define <2 x double> @src(<2 x double> %a, <2 x double> %b) {
  %r = call nnan nsz <2 x double> @llvm.maxnum.v2f64(<2 x double> %a, <2 x double> %b)
  ret <2 x double> %r
}

define <2 x double> @tgt(<2 x double> %a, <2 x double> %b) {
  %r = call <2 x double> @llvm.x86.sse2.max.pd(<2 x double> %a, <2 x double> %b)
  ret <2 x double> %r
}

declare <2 x double> @llvm.maxnum.v2f64(<2 x double>, <2 x double>)
declare <2 x double> @llvm.x86.sse2.max.pd(<2 x double>, <2 x double>)
