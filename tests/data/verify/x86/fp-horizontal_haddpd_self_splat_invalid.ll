; expect: invalid
; why: two reasons: the two operands of hadd(a, a) are two uses of %a (with %a undef they may differ), and LangRef NaN rules: hadd.pd's lanes are two additions whose NaN results are each any allowed NaN (widened from the hardware's, as LLVM may fold the intrinsic), so the target's lane 1 may differ from the source's splat of lane 0 for a NaN sum
define <2 x double> @src(<2 x double> %a) {
  %h = call <2 x double> @llvm.x86.sse3.hadd.pd(<2 x double> %a, <2 x double> %a)
  %r = shufflevector <2 x double> %h, <2 x double> poison, <2 x i32> zeroinitializer
  ret <2 x double> %r
}

define <2 x double> @tgt(<2 x double> %a) {
  %r = call <2 x double> @llvm.x86.sse3.hadd.pd(<2 x double> %a, <2 x double> %a)
  ret <2 x double> %r
}

declare <2 x double> @llvm.x86.sse3.hadd.pd(<2 x double>, <2 x double>)
