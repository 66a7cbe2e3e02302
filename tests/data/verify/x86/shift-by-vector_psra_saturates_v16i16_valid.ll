; expect: valid
; why: avx2 psra.w by any count of 15 or more (here 100) fills each lane with its sign bit: it is ashr by 15
define <16 x i16> @src(<16 x i16> %a) {
  %r = call <16 x i16> @llvm.x86.avx2.psra.w(<16 x i16> %a, <8 x i16> <i16 100, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>)
  ret <16 x i16> %r
}

define <16 x i16> @tgt(<16 x i16> %a) {
  %r = ashr <16 x i16> %a, splat (i16 15)
  ret <16 x i16> %r
}

declare <16 x i16> @llvm.x86.avx2.psra.w(<16 x i16>, <8 x i16>)
