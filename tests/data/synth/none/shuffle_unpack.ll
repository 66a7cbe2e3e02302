; synth: none
; category: vector
; why: an interleave of the low halves of two vectors is already one unpack instruction

define <4 x i32> @src(<4 x i32> %a, <4 x i32> %b) {
  %r = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  ret <4 x i32> %r
}
