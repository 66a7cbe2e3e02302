; expect: invalid
; why: packuswb treats its words as signed: a negative word gives 0, but trunc(umin(x, 255)) gives 255 for it (it only matches for non-negative inputs)
define <16 x i8> @src(<8 x i16> %x, <8 x i16> %y) {
  %r = call <16 x i8> @llvm.x86.sse2.packuswb.128(<8 x i16> %x, <8 x i16> %y)
  ret <16 x i8> %r
}

define <16 x i8> @tgt(<8 x i16> %x, <8 x i16> %y) {
  %c = shufflevector <8 x i16> %x, <8 x i16> %y, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %m = call <16 x i16> @llvm.umin.v16i16(<16 x i16> %c, <16 x i16> splat (i16 255))
  %r = trunc <16 x i16> %m to <16 x i8>
  ret <16 x i8> %r
}

declare <16 x i8> @llvm.x86.sse2.packuswb.128(<8 x i16>, <8 x i16>)
declare <16 x i16> @llvm.umin.v16i16(<16 x i16>, <16 x i16>)
