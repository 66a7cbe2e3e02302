; expect: invalid
; why: the two operands of hadd(a, a) are two uses of %a: with %a undef they may differ, so the target lanes may differ where the source splat has equal lanes
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
