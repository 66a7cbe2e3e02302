; expect: valid
; why: round.ps with immediate 1 (round down) and 9 (round down, precision exception suppressed) are llvm.floor, signed zeros included (-0.5 -> -1.0, -0.0 -> -0.0); NaN inputs give a NaN either way (arguments noundef: with undef inputs the target reads an argument twice)
define <4 x float> @src(<4 x float> noundef %x) {
  %r = call <4 x float> @llvm.floor.v4f32(<4 x float> %x)
  ret <4 x float> %r
}

define <4 x float> @tgt(<4 x float> noundef %x) {
  %r = call <4 x float> @llvm.x86.sse41.round.ps(<4 x float> %x, i32 9)
  ret <4 x float> %r
}

declare <4 x float> @llvm.floor.v4f32(<4 x float>)
declare <4 x float> @llvm.x86.sse41.round.ps(<4 x float>, i32)
