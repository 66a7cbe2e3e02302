; expect: invalid
; why: an undef lane may not become poison

define <4 x i32> @src() {
  ret <4 x i32> <i32 1, i32 undef, i32 3, i32 4>
}

define <4 x i32> @tgt() {
  ret <4 x i32> <i32 1, i32 poison, i32 3, i32 4>
}
