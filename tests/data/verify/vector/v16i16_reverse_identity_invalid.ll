; expect: invalid
; why: 256-bit: reversing the lanes is not the identity

define <16 x i16> @src(<16 x i16> %v) {
  %r = shufflevector <16 x i16> %v, <16 x i16> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  ret <16 x i16> %r
}

define <16 x i16> @tgt(<16 x i16> %v) {
  ret <16 x i16> %v
}
