; synth: found
; fast: yes
; category: x86
; why: sum of sign-extended adjacent i16 pairs is pmaddwd with a ones vector (no overflow: at most 2*32768 in magnitude)
; expect-tgt: %r = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %x, <16 x i16> splat (i16 1))
; uops: 11 -> 5

define <8 x i32> @src(<16 x i16> %x) {
  %e = shufflevector <16 x i16> %x, <16 x i16> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %o = shufflevector <16 x i16> %x, <16 x i16> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %se = sext <8 x i16> %e to <8 x i32>
  %so = sext <8 x i16> %o to <8 x i32>
  %r = add <8 x i32> %se, %so
  ret <8 x i32> %r
}

define <8 x i32> @tgt(<16 x i16> %x) {
  %r = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %x, <16 x i16> splat (i16 1))
  ret <8 x i32> %r
}

declare <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16>, <16 x i16>)
