; synth: found
; fast: yes
; category: vector
; why: swapping lane pairs before and after a lane-wise compare cancels out
; expect-tgt: %r = icmp sgt <8 x i16> %x, splat (i16 100)
; uops: 14 -> 5

define <8 x i1> @src(<8 x i16> %x) {
  %a = shufflevector <8 x i16> %x, <8 x i16> poison, <8 x i32> <i32 1, i32 0, i32 3, i32 2, i32 5, i32 4, i32 7, i32 6>
  %c = icmp sgt <8 x i16> %a, splat (i16 100)
  %r = shufflevector <8 x i1> %c, <8 x i1> poison, <8 x i32> <i32 1, i32 0, i32 3, i32 2, i32 5, i32 4, i32 7, i32 6>
  ret <8 x i1> %r
}

define <8 x i1> @tgt(<8 x i16> %x) {
  %r = icmp sgt <8 x i16> %x, splat (i16 100)
  ret <8 x i1> %r
}
