; expect: valid
; why: pmaddwd with a vector of ones is the pairwise widening sum sext(a[2i]) + sext(a[2i+1]) (the shuffle + sext + add form)
define <4 x i32> @src(<8 x i16> %a) {
  %e = shufflevector <8 x i16> %a, <8 x i16> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %o = shufflevector <8 x i16> %a, <8 x i16> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %we = sext <4 x i16> %e to <4 x i32>
  %wo = sext <4 x i16> %o to <4 x i32>
  %r = add nsw <4 x i32> %we, %wo
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<8 x i16> %a) {
  %r = call <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16> %a, <8 x i16> splat (i16 1))
  ret <4 x i32> %r
}

declare <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16>, <8 x i16>)
