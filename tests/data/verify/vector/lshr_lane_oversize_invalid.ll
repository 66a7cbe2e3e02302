; expect: invalid
; why: tgt lane 1 shifts by 32 (poison) where src lane 1 is v[1]

define <4 x i32> @src(<4 x i32> %v) {
  ret <4 x i32> %v
}

define <4 x i32> @tgt(<4 x i32> %v) {
  %r = lshr <4 x i32> %v, <i32 0, i32 32, i32 0, i32 0>
  ret <4 x i32> %r
}
