; expect: invalid
; why: phadd.sw saturates (0x7FFF + 1 stays 0x7FFF) where phadd.w wraps to 0x8000
define <16 x i16> @src(<16 x i16> %a, <16 x i16> %b) {
  %r = call <16 x i16> @llvm.x86.avx2.phadd.sw(<16 x i16> %a, <16 x i16> %b)
  ret <16 x i16> %r
}

define <16 x i16> @tgt(<16 x i16> %a, <16 x i16> %b) {
  %r = call <16 x i16> @llvm.x86.avx2.phadd.w(<16 x i16> %a, <16 x i16> %b)
  ret <16 x i16> %r
}

declare <16 x i16> @llvm.x86.avx2.phadd.sw(<16 x i16>, <16 x i16>)
declare <16 x i16> @llvm.x86.avx2.phadd.w(<16 x i16>, <16 x i16>)
