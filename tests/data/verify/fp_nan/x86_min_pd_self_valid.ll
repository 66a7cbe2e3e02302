; expect: valid
; why: x86 min.pd is the hardware's, deterministic, so it refines itself

define <2 x double> @src(<2 x double> %a, <2 x double> %b) {
%r = call <2 x double> @llvm.x86.sse2.min.pd(<2 x double> %a, <2 x double> %b)
  ret <2 x double> %r
}

define <2 x double> @tgt(<2 x double> %a, <2 x double> %b) {
%r = call <2 x double> @llvm.x86.sse2.min.pd(<2 x double> %a, <2 x double> %b)
  ret <2 x double> %r
}

declare <2 x double> @llvm.x86.sse2.min.pd(<2 x double>, <2 x double>)
