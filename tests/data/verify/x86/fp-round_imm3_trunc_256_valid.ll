; expect: valid
; why: avx round.pd.256 with immediate 3 rounds toward zero: it is llvm.trunc on 4 doubles, in both directions (arguments noundef: with undef inputs the target reads an argument twice)
define <4 x double> @src(<4 x double> noundef %x) {
  %r = call <4 x double> @llvm.x86.avx.round.pd.256(<4 x double> %x, i32 3)
  ret <4 x double> %r
}

define <4 x double> @tgt(<4 x double> noundef %x) {
  %r = call <4 x double> @llvm.trunc.v4f64(<4 x double> %x)
  ret <4 x double> %r
}

declare <4 x double> @llvm.x86.avx.round.pd.256(<4 x double>, i32)
declare <4 x double> @llvm.trunc.v4f64(<4 x double>)
