; expect: invalid
; why: vpmovsdw saturates (70000 becomes 32767); a plain trunc keeps the low bits (4464)
define <8 x i16> @src(<8 x i32> %x) {
  %r = call <8 x i16> @llvm.x86.avx512.mask.pmovs.dw.256(<8 x i32> %x, <8 x i16> zeroinitializer, i8 -1)
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<8 x i32> %x) {
  %r = trunc <8 x i32> %x to <8 x i16>
  ret <8 x i16> %r
}

declare <8 x i16> @llvm.x86.avx512.mask.pmovs.dw.256(<8 x i32>, <8 x i16>, i8)
