; expect: valid
; why: avx512 vpmovdb (mask.pmov.db.512) with an all-ones mask is trunc <16 x i32> to <16 x i8>
define <16 x i8> @src(<16 x i32> %x, <16 x i8> %pass) {
  %r = call <16 x i8> @llvm.x86.avx512.mask.pmov.db.512(<16 x i32> %x, <16 x i8> %pass, i16 -1)
  ret <16 x i8> %r
}

define <16 x i8> @tgt(<16 x i32> %x, <16 x i8> %pass) {
  %r = trunc <16 x i32> %x to <16 x i8>
  ret <16 x i8> %r
}

declare <16 x i8> @llvm.x86.avx512.mask.pmov.db.512(<16 x i32>, <16 x i8>, i16)
