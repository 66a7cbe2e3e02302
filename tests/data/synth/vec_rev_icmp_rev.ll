; synth: found
; fast: yes
; category: vector
; why: Minotaur paper (search for a byte): reversing the bytes, comparing each with 46 and reversing the i1 results back is the lane-wise compare alone
; expect-tgt: %r = icmp eq <32 x i8> %x, splat (i8 46)
; uops: 11 -> 5

define <32 x i1> @src(<32 x i8> %x) {
  %a = shufflevector <32 x i8> %x, <32 x i8> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %c = icmp eq <32 x i8> %a, splat (i8 46)
  %r = shufflevector <32 x i1> %c, <32 x i1> poison, <32 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24, i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16, i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  ret <32 x i1> %r
}

define <32 x i1> @tgt(<32 x i8> %x) {
  %r = icmp eq <32 x i8> %x, splat (i8 46)
  ret <32 x i1> %r
}
