; expect: valid
; why: with the sum saturated (llvm.sadd.sat of the two zext*sext products, each of which fits i16) the generic form is exactly pmaddubsw
define <8 x i16> @src(<16 x i8> %a, <16 x i8> %b) {
  %ae = shufflevector <16 x i8> %a, <16 x i8> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %ao = shufflevector <16 x i8> %a, <16 x i8> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %be = shufflevector <16 x i8> %b, <16 x i8> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %bo = shufflevector <16 x i8> %b, <16 x i8> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %xe = zext <8 x i8> %ae to <8 x i16>
  %xo = zext <8 x i8> %ao to <8 x i16>
  %ye = sext <8 x i8> %be to <8 x i16>
  %yo = sext <8 x i8> %bo to <8 x i16>
  %pe = mul nsw <8 x i16> %xe, %ye
  %po = mul nsw <8 x i16> %xo, %yo
  %r = call <8 x i16> @llvm.sadd.sat.v8i16(<8 x i16> %pe, <8 x i16> %po)
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<16 x i8> %a, <16 x i8> %b) {
  %r = call <8 x i16> @llvm.x86.ssse3.pmadd.ub.sw.128(<16 x i8> %a, <16 x i8> %b)
  ret <8 x i16> %r
}

declare <8 x i16> @llvm.sadd.sat.v8i16(<8 x i16>, <8 x i16>)
declare <8 x i16> @llvm.x86.ssse3.pmadd.ub.sw.128(<16 x i8>, <16 x i8>)
