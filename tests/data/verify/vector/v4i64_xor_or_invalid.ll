; expect: invalid
; why: 256-bit: xor and or differ when both lanes have a common set bit

define <4 x i64> @src(<4 x i64> %a, <4 x i64> %b) {
  %r = xor <4 x i64> %a, %b
  ret <4 x i64> %r
}

define <4 x i64> @tgt(<4 x i64> %a, <4 x i64> %b) {
  %r = or <4 x i64> %a, %b
  ret <4 x i64> %r
}
