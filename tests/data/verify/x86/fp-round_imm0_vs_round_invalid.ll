; expect: invalid
; why: immediate 0 rounds to nearest with ties to even (2.5 -> 2.0); llvm.round sends ties away from zero (2.5 -> 3.0)
define <2 x double> @src(<2 x double> %x) {
  %r = call <2 x double> @llvm.x86.sse41.round.pd(<2 x double> %x, i32 0)
  ret <2 x double> %r
}

define <2 x double> @tgt(<2 x double> %x) {
  %r = call <2 x double> @llvm.round.v2f64(<2 x double> %x)
  ret <2 x double> %r
}

declare <2 x double> @llvm.x86.sse41.round.pd(<2 x double>, i32)
declare <2 x double> @llvm.round.v2f64(<2 x double>)
