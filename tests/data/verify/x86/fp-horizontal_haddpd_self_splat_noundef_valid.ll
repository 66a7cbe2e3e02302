; expect: valid
; why: with noundef inputs every use reads the same value, and the expansion is exact
define <2 x double> @src(<2 x double> noundef %a) {
  %h = call <2 x double> @llvm.x86.sse3.hadd.pd(<2 x double> %a, <2 x double> %a)
  %r = shufflevector <2 x double> %h, <2 x double> poison, <2 x i32> zeroinitializer
  ret <2 x double> %r
}

define <2 x double> @tgt(<2 x double> noundef %a) {
  %r = call <2 x double> @llvm.x86.sse3.hadd.pd(<2 x double> %a, <2 x double> %a)
  ret <2 x double> %r
}

declare <2 x double> @llvm.x86.sse3.hadd.pd(<2 x double>, <2 x double>)
