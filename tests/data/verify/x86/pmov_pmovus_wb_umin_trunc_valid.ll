; expect: valid
; why: the unsigned saturating narrow trunc(umin(x, 255)) of 16 words is one vpmovuswb (mask.pmovus.wb.256, all-ones mask)
define <16 x i8> @src(<16 x i16> %x) {
  %m = call <16 x i16> @llvm.umin.v16i16(<16 x i16> %x, <16 x i16> splat (i16 255))
  %r = trunc <16 x i16> %m to <16 x i8>
  ret <16 x i8> %r
}

define <16 x i8> @tgt(<16 x i16> %x) {
  %r = call <16 x i8> @llvm.x86.avx512.mask.pmovus.wb.256(<16 x i16> %x, <16 x i8> zeroinitializer, i16 -1)
  ret <16 x i8> %r
}

declare <16 x i16> @llvm.umin.v16i16(<16 x i16>, <16 x i16>)
declare <16 x i8> @llvm.x86.avx512.mask.pmovus.wb.256(<16 x i16>, <16 x i8>, i16)
