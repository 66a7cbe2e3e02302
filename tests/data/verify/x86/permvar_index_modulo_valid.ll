; expect: valid
; why: vpermps uses only the low 3 bits of each index: indices 8, 15, -1 and 0x7FFFFFF9 select lanes 0, 7, 7 and 1 (a splat-like broadcast shuffle)
define <8 x float> @src(<8 x float> %a) {
  %r = call <8 x float> @llvm.x86.avx2.permps(<8 x float> %a, <8 x i32> <i32 8, i32 15, i32 -1, i32 2147483641, i32 0, i32 0, i32 0, i32 0>)
  ret <8 x float> %r
}

define <8 x float> @tgt(<8 x float> %a) {
  %r = shufflevector <8 x float> %a, <8 x float> poison, <8 x i32> <i32 0, i32 7, i32 7, i32 1, i32 0, i32 0, i32 0, i32 0>
  ret <8 x float> %r
}

declare <8 x float> @llvm.x86.avx2.permps(<8 x float>, <8 x i32>)
