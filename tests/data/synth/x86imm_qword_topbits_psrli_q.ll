; synth: found
; category: x86
; why: paper's top-bits idiom at qwords: top 5 bits of each qword via a byte shuffle is one psrlq $59 (found as the generic lshr)
; expect-tgt: %s0 = lshr <4 x i64> %w, splat (i64 59)
; uops: 9 -> 4

define <4 x i64> @src(<4 x i64> %w) {
  %x = bitcast <4 x i64> %w to <32 x i8>
  %s = shufflevector <32 x i8> %x, <32 x i8> poison, <4 x i32> <i32 7, i32 15, i32 23, i32 31>
  %l = lshr <4 x i8> %s, splat (i8 3)
  %r = zext <4 x i8> %l to <4 x i64>
  ret <4 x i64> %r
}

define <4 x i64> @tgt(<4 x i64> %w) {
  %s0 = lshr <4 x i64> %w, splat (i64 59)
  ret <4 x i64> %s0
}
