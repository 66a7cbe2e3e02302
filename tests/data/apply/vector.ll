; rewrite @neg_v %b: (sub (const <4 x i32> <0, 0, 0, 0>), (val <4 x i32> %0), <4 x i32>)
; expect: rewritten 1
; A vector site.
define <4 x i32> @neg_v(<4 x i32> %x) {
  %a = xor <4 x i32> %x, splat (i32 -1)
  %b = add <4 x i32> %a, splat (i32 1)
  ret <4 x i32> %b
}
