; expect: valid
; why: lane-wise x + 0 = x

define <4 x i32> @src(<4 x i32> %v) {
  %r = add <4 x i32> %v, zeroinitializer
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x i32> %v) {
  ret <4 x i32> %v
}
