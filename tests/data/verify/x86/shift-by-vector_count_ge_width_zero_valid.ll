; expect: valid
; why: psrl.w by a count of 16 or more gives all zeros (no poison, unlike lshr); the count is the whole low 64 bits of the second operand, here 16
define <8 x i16> @src(<8 x i16> %a) {
  %r = call <8 x i16> @llvm.x86.sse2.psrl.w(<8 x i16> %a, <8 x i16> <i16 16, i16 0, i16 0, i16 0, i16 7, i16 7, i16 7, i16 7>)
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<8 x i16> %a) {
  ret <8 x i16> zeroinitializer
}

declare <8 x i16> @llvm.x86.sse2.psrl.w(<8 x i16>, <8 x i16>)
