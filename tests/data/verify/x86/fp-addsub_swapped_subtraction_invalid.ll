; expect: invalid
; why: addsub.pd computes a - b in the even lane; a blend that computes b - a there (operands of the fsub swapped) gives the negated value
define <2 x double> @src(<2 x double> %a, <2 x double> %b) {
  %r = call <2 x double> @llvm.x86.sse3.addsub.pd(<2 x double> %a, <2 x double> %b)
  ret <2 x double> %r
}

define <2 x double> @tgt(<2 x double> %a, <2 x double> %b) {
  %s = fsub <2 x double> %b, %a
  %d = fadd <2 x double> %a, %b
  %r = shufflevector <2 x double> %s, <2 x double> %d, <2 x i32> <i32 0, i32 3>
  ret <2 x double> %r
}

declare <2 x double> @llvm.x86.sse3.addsub.pd(<2 x double>, <2 x double>)
