; expect: invalid
; why: the i32 count of psrli is not cut to an 8-bit immediate: a count of 257 shifts everything out (zero), it is not a shift by 1
define <8 x i16> @src(<8 x i16> %a) {
  %r = call <8 x i16> @llvm.x86.sse2.psrli.w(<8 x i16> %a, i32 257)
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<8 x i16> %a) {
  %r = call <8 x i16> @llvm.x86.sse2.psrli.w(<8 x i16> %a, i32 1)
  ret <8 x i16> %r
}

declare <8 x i16> @llvm.x86.sse2.psrli.w(<8 x i16>, i32)
