; expect: valid
; why: words masked to 0..255 pass packuswb unchanged; the avx2 form packs per 128-bit half, so it is trunc of the shuffle <a0..a7, b0..b7, a8..a15, b8..b15>
define <32 x i8> @src(<16 x i16> %x, <16 x i16> %y) {
  %a = and <16 x i16> %x, splat (i16 255)
  %b = and <16 x i16> %y, splat (i16 255)
  %r = call <32 x i8> @llvm.x86.avx2.packuswb(<16 x i16> %a, <16 x i16> %b)
  ret <32 x i8> %r
}

define <32 x i8> @tgt(<16 x i16> %x, <16 x i16> %y) {
  %c = shufflevector <16 x i16> %x, <16 x i16> %y, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %r = trunc <32 x i16> %c to <32 x i8>
  ret <32 x i8> %r
}

declare <32 x i8> @llvm.x86.avx2.packuswb(<16 x i16>, <16 x i16>)
