; synth: found
; category: vector
; why: libYUV-style high-byte extraction on AVX2 width (odd bytes of a <32 x i8>, lshr 4, zext to i16): lshr 12 of the frozen input read as words; opt-22 -O3 keeps the shuffle
; expect-tgt: %f = freeze <32 x i8> %x ; %b = bitcast <32 x i8> %f to <16 x i16> ; %r = lshr <16 x i16> %b, splat (i16 12)
; uops: 9 -> 4

define <16 x i16> @src(<32 x i8> %x) {
  %s = shufflevector <32 x i8> %x, <32 x i8> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %l = lshr <16 x i8> %s, splat (i8 4)
  %z = zext <16 x i8> %l to <16 x i16>
  ret <16 x i16> %z
}

define <16 x i16> @tgt(<32 x i8> %x) {
  %f = freeze <32 x i8> %x
  %b = bitcast <32 x i8> %f to <16 x i16>
  %r = lshr <16 x i16> %b, splat (i16 12)
  ret <16 x i16> %r
}
