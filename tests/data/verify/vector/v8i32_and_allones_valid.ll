; expect: valid
; why: 256-bit: x & all-ones = x per lane

define <8 x i32> @src(<8 x i32> %v) {
  %r = and <8 x i32> %v, <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>
  ret <8 x i32> %r
}

define <8 x i32> @tgt(<8 x i32> %v) {
  ret <8 x i32> %v
}
