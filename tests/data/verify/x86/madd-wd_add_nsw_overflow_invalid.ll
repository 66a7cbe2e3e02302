; expect: invalid
; why: pmaddwd wraps when a pair of products is 2^30 + 2^30 (both a lanes -32768 against a coefficient of -32768): the result is 0x80000000; a generic form with `add nsw` is poison there, so pmaddwd cannot become it
define <4 x i32> @src(<8 x i16> %a) {
  %r = call <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16> %a, <8 x i16> splat (i16 -32768))
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<8 x i16> %a) {
  %wa = sext <8 x i16> %a to <8 x i32>
  %p = mul nsw <8 x i32> %wa, splat (i32 -32768)
  %e = shufflevector <8 x i32> %p, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %o = shufflevector <8 x i32> %p, <8 x i32> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %r = add nsw <4 x i32> %e, %o
  ret <4 x i32> %r
}

declare <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16>, <8 x i16>)
