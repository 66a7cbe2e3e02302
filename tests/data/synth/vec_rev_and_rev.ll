; synth: found
; category: vector
; why: and of two reversed i1 vectors, reversed back, is the and of the unreversed compares the cut already has
; expect-tgt: %r = and <16 x i1> %c, %d
; uops: 19 -> 6

define <16 x i1> @src(<16 x i8> %x, <16 x i8> %y) {
  %c = icmp eq <16 x i8> %x, zeroinitializer
  %d = icmp eq <16 x i8> %y, zeroinitializer
  %rc = shufflevector <16 x i1> %c, <16 x i1> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %rd = shufflevector <16 x i1> %d, <16 x i1> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %a = and <16 x i1> %rc, %rd
  %r = shufflevector <16 x i1> %a, <16 x i1> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  ret <16 x i1> %r
}

define <16 x i1> @tgt(<16 x i8> %x, <16 x i8> %y) {
  %c = icmp eq <16 x i8> %x, zeroinitializer
  %d = icmp eq <16 x i8> %y, zeroinitializer
  %r = and <16 x i1> %c, %d
  ret <16 x i1> %r
}
