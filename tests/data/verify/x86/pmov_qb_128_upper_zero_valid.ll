; expect: valid
; why: vpmovqb of two qwords writes bytes 0 and 1 and zeroes bytes 2..15 of its <16 x i8> result: trunc to <2 x i8> widened with zeros
define <16 x i8> @src(<2 x i64> %x) {
  %r = call <16 x i8> @llvm.x86.avx512.mask.pmov.qb.128(<2 x i64> %x, <16 x i8> zeroinitializer, i8 -1)
  ret <16 x i8> %r
}

define <16 x i8> @tgt(<2 x i64> %x) {
  %t = trunc <2 x i64> %x to <2 x i8>
  %r = shufflevector <2 x i8> %t, <2 x i8> zeroinitializer, <16 x i32> <i32 0, i32 1, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  ret <16 x i8> %r
}

declare <16 x i8> @llvm.x86.avx512.mask.pmov.qb.128(<2 x i64>, <16 x i8>, i8)
