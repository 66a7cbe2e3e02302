; expect: invalid
; why: pmulhrsw is a rounded Q15 multiply (bits 30..15 of a*b + 2^14), pmulh.w takes bits 31..16 of a*b: different scaling, not a cheaper equivalent
define <16 x i16> @src(<16 x i16> %a, <16 x i16> %b) {
  %r = call <16 x i16> @llvm.x86.avx2.pmul.hr.sw(<16 x i16> %a, <16 x i16> %b)
  ret <16 x i16> %r
}

define <16 x i16> @tgt(<16 x i16> %a, <16 x i16> %b) {
  %r = call <16 x i16> @llvm.x86.avx2.pmulh.w(<16 x i16> %a, <16 x i16> %b)
  ret <16 x i16> %r
}

declare <16 x i16> @llvm.x86.avx2.pmul.hr.sw(<16 x i16>, <16 x i16>)
declare <16 x i16> @llvm.x86.avx2.pmulh.w(<16 x i16>, <16 x i16>)
