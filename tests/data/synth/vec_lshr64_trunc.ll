; synth: found
; fast: yes
; category: vector
; why: the high halves of <2 x i64> lanes are the odd i32 lanes of the same bits (little endian): one shuffle of a free bitcast
; expect-tgt: %b = bitcast <2 x i64> %x to <4 x i32> ; %r = shufflevector <4 x i32> %b, <4 x i32> poison, <2 x i32> <i32 1, i32 3>
; uops: 5 -> 4

define <2 x i32> @src(<2 x i64> %x) {
  %s = lshr <2 x i64> %x, splat (i64 32)
  %r = trunc <2 x i64> %s to <2 x i32>
  ret <2 x i32> %r
}

define <2 x i32> @tgt(<2 x i64> %x) {
  %b = bitcast <2 x i64> %x to <4 x i32>
  %r = shufflevector <4 x i32> %b, <4 x i32> poison, <2 x i32> <i32 1, i32 3>
  ret <2 x i32> %r
}
