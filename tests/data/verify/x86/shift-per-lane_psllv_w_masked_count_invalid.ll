; expect: invalid
; why: masking the count to 4 bits (as scalar shifts do) is not psllv.w: a count of 16 gives zero in psllv.w but a shift by 0 after the mask
define <16 x i16> @src(<16 x i16> %a, <16 x i16> %c) {
  %m = and <16 x i16> %c, splat (i16 15)
  %r = shl <16 x i16> %a, %m
  ret <16 x i16> %r
}

define <16 x i16> @tgt(<16 x i16> %a, <16 x i16> %c) {
  %r = call <16 x i16> @llvm.x86.avx512.psllv.w.256(<16 x i16> %a, <16 x i16> %c)
  ret <16 x i16> %r
}

declare <16 x i16> @llvm.x86.avx512.psllv.w.256(<16 x i16>, <16 x i16>)
