; expect: valid
; why: an undef lane may be refined to any constant

define <4 x i32> @src() {
  ret <4 x i32> <i32 1, i32 undef, i32 3, i32 4>
}

define <4 x i32> @tgt() {
  ret <4 x i32> <i32 1, i32 2, i32 3, i32 4>
}
