; expect: invalid
; why: even with noundef inputs, hadd.pd lanes are two additions whose NaN results are each any allowed NaN (LangRef), so lane 1 may differ from the splat of lane 0
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
