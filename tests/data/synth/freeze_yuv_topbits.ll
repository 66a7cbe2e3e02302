; synth: found
; category: vector
; why: the paper's libYUV example (section 2): the top two bits of every fourth byte, zero-extended to words, are one lshr 30 of the words, but only of the frozen input (a poison byte 0..2 would poison the word); opt-22 -O3 keeps the shuffle
; expect-tgt: %f = freeze <32 x i8> %x ; %b = bitcast <32 x i8> %f to <8 x i32> ; %r = lshr <8 x i32> %b, splat (i32 30)
; uops: 9 -> 4

define <8 x i32> @src(<32 x i8> %x) {
  %s = shufflevector <32 x i8> %x, <32 x i8> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %l = lshr <8 x i8> %s, splat (i8 6)
  %z = zext <8 x i8> %l to <8 x i32>
  ret <8 x i32> %z
}

define <8 x i32> @tgt(<32 x i8> %x) {
  %f = freeze <32 x i8> %x
  %b = bitcast <32 x i8> %f to <8 x i32>
  %r = lshr <8 x i32> %b, splat (i32 30)
  ret <8 x i32> %r
}
