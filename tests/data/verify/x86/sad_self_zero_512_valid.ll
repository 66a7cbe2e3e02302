; expect: valid
; why: the sum of absolute differences of a vector with itself is zero in every 64-bit group (avx512 psad.bw.512)
define <8 x i64> @src(<64 x i8> %a) {
  %r = call <8 x i64> @llvm.x86.avx512.psad.bw.512(<64 x i8> %a, <64 x i8> %a)
  ret <8 x i64> %r
}

define <8 x i64> @tgt(<64 x i8> %a) {
  ret <8 x i64> zeroinitializer
}

declare <8 x i64> @llvm.x86.avx512.psad.bw.512(<64 x i8>, <64 x i8>)
