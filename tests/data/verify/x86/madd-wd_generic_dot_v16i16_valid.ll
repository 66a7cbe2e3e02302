; expect: valid
; why: the generic widening dot product (sext, mul, even/odd shuffles, add) over <16 x i16> is avx2 pmadd.wd; the add may wrap only for all four operands -32768, where both wrap to 0x80000000
define <8 x i32> @src(<16 x i16> %a, <16 x i16> %b) {
  %wa = sext <16 x i16> %a to <16 x i32>
  %wb = sext <16 x i16> %b to <16 x i32>
  %p = mul nsw <16 x i32> %wa, %wb
  %e = shufflevector <16 x i32> %p, <16 x i32> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %o = shufflevector <16 x i32> %p, <16 x i32> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %r = add <8 x i32> %e, %o
  ret <8 x i32> %r
}

define <8 x i32> @tgt(<16 x i16> %a, <16 x i16> %b) {
  %r = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %a, <16 x i16> %b)
  ret <8 x i32> %r
}

declare <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16>, <16 x i16>)
