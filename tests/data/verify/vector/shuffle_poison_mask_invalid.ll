; expect: invalid
; why: tgt's poison mask lane makes lane 1 poison where src has v[1]

define <4 x i32> @src(<4 x i32> %v) {
  ret <4 x i32> %v
}

define <4 x i32> @tgt(<4 x i32> %v) {
  %r = shufflevector <4 x i32> %v, <4 x i32> poison, <4 x i32> <i32 0, i32 poison, i32 2, i32 3>
  ret <4 x i32> %r
}
