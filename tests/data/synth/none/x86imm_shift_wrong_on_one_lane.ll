; synth: none
; category: x86
; why: the top-bits idiom with lane 3 reading byte 14 instead of 15: psrld $30 (or lshr 30) is right on every lane but that one

define <8 x i32> @src(<8 x i32> %w) {
  %x = bitcast <8 x i32> %w to <32 x i8>
  %s = shufflevector <32 x i8> %x, <32 x i8> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 14, i32 19, i32 23, i32 27, i32 31>
  %l = lshr <8 x i8> %s, splat (i8 6)
  %r = zext <8 x i8> %l to <8 x i32>
  ret <8 x i32> %r
}
