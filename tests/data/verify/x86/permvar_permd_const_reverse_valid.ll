; expect: valid
; why: avx2 permd with a constant index vector is the cross-lane shufflevector it encodes (here a full reverse of 8 dwords, which pshufb could not do)
define <8 x i32> @src(<8 x i32> %a) {
  %r = call <8 x i32> @llvm.x86.avx2.permd(<8 x i32> %a, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>)
  ret <8 x i32> %r
}

define <8 x i32> @tgt(<8 x i32> %a) {
  %r = shufflevector <8 x i32> %a, <8 x i32> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  ret <8 x i32> %r
}

declare <8 x i32> @llvm.x86.avx2.permd(<8 x i32>, <8 x i32>)
