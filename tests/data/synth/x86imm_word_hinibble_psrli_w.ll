; synth: found
; category: x86
; why: Minotaur paper's top-bits-by-byte-shuffle idiom at words: high nibble of each word's high byte is one word shift by 12 (psrlw $12; found as the generic lshr, which lowers to it)
; expect-tgt: %s0 = lshr <16 x i16> %w, splat (i16 12)
; uops: 9 -> 4

define <16 x i16> @src(<16 x i16> %w) {
  %x = bitcast <16 x i16> %w to <32 x i8>
  %s = shufflevector <32 x i8> %x, <32 x i8> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %l = lshr <16 x i8> %s, splat (i8 4)
  %r = zext <16 x i8> %l to <16 x i16>
  ret <16 x i16> %r
}

define <16 x i16> @tgt(<16 x i16> %w) {
  %s0 = lshr <16 x i16> %w, splat (i16 12)
  ret <16 x i16> %s0
}
