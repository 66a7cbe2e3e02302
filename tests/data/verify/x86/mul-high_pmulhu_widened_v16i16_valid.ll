; expect: valid
; why: the high half of the unsigned 16x16->32 product (zext, mul, lshr 16, trunc) is avx2 pmulhu.w
define <16 x i16> @src(<16 x i16> %a, <16 x i16> %b) {
  %wa = zext <16 x i16> %a to <16 x i32>
  %wb = zext <16 x i16> %b to <16 x i32>
  %p = mul nuw <16 x i32> %wa, %wb
  %h = lshr <16 x i32> %p, splat (i32 16)
  %r = trunc nuw <16 x i32> %h to <16 x i16>
  ret <16 x i16> %r
}

define <16 x i16> @tgt(<16 x i16> %a, <16 x i16> %b) {
  %r = call <16 x i16> @llvm.x86.avx2.pmulhu.w(<16 x i16> %a, <16 x i16> %b)
  ret <16 x i16> %r
}

declare <16 x i16> @llvm.x86.avx2.pmulhu.w(<16 x i16>, <16 x i16>)
