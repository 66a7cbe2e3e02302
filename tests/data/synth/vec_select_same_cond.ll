; synth: found
; fast: yes
; category: vector
; why: the outer select only looks at the inner one where the same condition is true, so the inner one picks a there
; expect-tgt: %r = select <8 x i1> %c, <8 x i32> %a, <8 x i32> %b
; uops: 7 -> 6

define <8 x i32> @src(<8 x i1> %c, <8 x i32> %a, <8 x i32> %b) {
  %s = select <8 x i1> %c, <8 x i32> %a, <8 x i32> %b
  %r = select <8 x i1> %c, <8 x i32> %s, <8 x i32> %b
  ret <8 x i32> %r
}

define <8 x i32> @tgt(<8 x i1> %c, <8 x i32> %a, <8 x i32> %b) {
  %r = select <8 x i1> %c, <8 x i32> %a, <8 x i32> %b
  ret <8 x i32> %r
}
