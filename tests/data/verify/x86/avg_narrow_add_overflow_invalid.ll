; expect: invalid
; why: computing the rounding average in the lane width, (a + b + 1) >> 1 in i16, loses the carry: a = b = 0xFFFF gives 0x7FFF, pavg.w gives 0xFFFF

define <16 x i16> @src(<16 x i16> %a, <16 x i16> %b) {
  %r = call <16 x i16> @llvm.x86.avx2.pavg.w(<16 x i16> %a, <16 x i16> %b)
  ret <16 x i16> %r
}

define <16 x i16> @tgt(<16 x i16> %a, <16 x i16> %b) {
  %s = add <16 x i16> %a, %b
  %s1 = add <16 x i16> %s, splat (i16 1)
  %r = lshr <16 x i16> %s1, splat (i16 1)
  ret <16 x i16> %r
}

declare <16 x i16> @llvm.x86.avx2.pavg.w(<16 x i16>, <16 x i16>)
