; expect: valid
; why: psrai clamps its count to the lane width minus one, for any i32 count (not only 8-bit immediates): psrai.d by 1000 is psrai.d by 31
define <4 x i32> @src(<4 x i32> %a) {
  %r = call <4 x i32> @llvm.x86.sse2.psrai.d(<4 x i32> %a, i32 1000)
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x i32> %a) {
  %r = call <4 x i32> @llvm.x86.sse2.psrai.d(<4 x i32> %a, i32 31)
  ret <4 x i32> %r
}

declare <4 x i32> @llvm.x86.sse2.psrai.d(<4 x i32>, i32)
