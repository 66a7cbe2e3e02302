; expect: valid
; why: lane 0 shifts by 32 (poison in src); the other lanes shift by 0

define <4 x i32> @src(<4 x i32> %v) {
  %r = lshr <4 x i32> %v, <i32 32, i32 0, i32 0, i32 0>
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x i32> %v) {
  ret <4 x i32> %v
}
