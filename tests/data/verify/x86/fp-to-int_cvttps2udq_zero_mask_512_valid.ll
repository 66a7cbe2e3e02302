; expect: valid
; why: with an all-zero mask the masked avx512 cvttps2udq.512 converts nothing and returns the pass-through vector
define <16 x i32> @src(<16 x float> %x, <16 x i32> %pass) {
  %r = call <16 x i32> @llvm.x86.avx512.mask.cvttps2udq.512(<16 x float> %x, <16 x i32> %pass, i16 0, i32 4)
  ret <16 x i32> %r
}

define <16 x i32> @tgt(<16 x float> %x, <16 x i32> %pass) {
  ret <16 x i32> %pass
}

declare <16 x i32> @llvm.x86.avx512.mask.cvttps2udq.512(<16 x float>, <16 x i32>, i16, i32)
