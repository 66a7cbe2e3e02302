; synth: found
; fast: yes
; category: vector
; why: sign-extending the i1 "lane is negative" to the lane width is an arithmetic shift right by width-1
; expect-tgt: %r = ashr <8 x i16> %x, splat (i16 15)
; uops: 5 -> 4

define <8 x i16> @src(<8 x i16> %x) {
  %c = icmp slt <8 x i16> %x, zeroinitializer
  %r = sext <8 x i1> %c to <8 x i16>
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<8 x i16> %x) {
  %r = ashr <8 x i16> %x, splat (i16 15)
  ret <8 x i16> %r
}
