; expect: valid
; why: pmaddubsw(a, splat 1) adds adjacent unsigned bytes into words (at most 510, so the saturation never triggers): the shuffle + zext + add form, over 256 bits
define <16 x i16> @src(<32 x i8> %a) {
  %e = shufflevector <32 x i8> %a, <32 x i8> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %o = shufflevector <32 x i8> %a, <32 x i8> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %we = zext <16 x i8> %e to <16 x i16>
  %wo = zext <16 x i8> %o to <16 x i16>
  %r = add nuw nsw <16 x i16> %we, %wo
  ret <16 x i16> %r
}

define <16 x i16> @tgt(<32 x i8> %a) {
  %r = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %a, <32 x i8> splat (i8 1))
  ret <16 x i16> %r
}

declare <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8>, <32 x i8>)
