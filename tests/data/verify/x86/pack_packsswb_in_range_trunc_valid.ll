; expect: valid
; why: after ashr by 8 every word is in [-128, 127], so packsswb's saturation never triggers and it is a plain trunc of the concatenation
define <16 x i8> @src(<8 x i16> %x, <8 x i16> %y) {
  %a = ashr <8 x i16> %x, splat (i16 8)
  %b = ashr <8 x i16> %y, splat (i16 8)
  %r = call <16 x i8> @llvm.x86.sse2.packsswb.128(<8 x i16> %a, <8 x i16> %b)
  ret <16 x i8> %r
}

define <16 x i8> @tgt(<8 x i16> %x, <8 x i16> %y) {
  %a = ashr <8 x i16> %x, splat (i16 8)
  %b = ashr <8 x i16> %y, splat (i16 8)
  %c = shufflevector <8 x i16> %a, <8 x i16> %b, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %r = trunc <16 x i16> %c to <16 x i8>
  ret <16 x i8> %r
}

declare <16 x i8> @llvm.x86.sse2.packsswb.128(<8 x i16>, <8 x i16>)
