; synth: found
; category: vector
; why: libYUV-style high-byte extraction (odd bytes of a <16 x i8>, lshr 4, zext to i16): one lshr 12 of the frozen input read as words; without freeze a poison even byte poisons the word; opt-22 -O3 keeps the shuffle
; expect-tgt: %f = freeze <16 x i8> %x ; %b = bitcast <16 x i8> %f to <8 x i16> ; %r = lshr <8 x i16> %b, splat (i16 12)
; uops: 8 -> 4

define <8 x i16> @src(<16 x i8> %x) {
  %s = shufflevector <16 x i8> %x, <16 x i8> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %l = lshr <8 x i8> %s, splat (i8 4)
  %z = zext <8 x i8> %l to <8 x i16>
  ret <8 x i16> %z
}

define <8 x i16> @tgt(<16 x i8> %x) {
  %f = freeze <16 x i8> %x
  %b = bitcast <16 x i8> %f to <8 x i16>
  %r = lshr <8 x i16> %b, splat (i16 12)
  ret <8 x i16> %r
}
