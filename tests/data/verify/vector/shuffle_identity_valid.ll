; expect: valid
; why: identity mask returns the first operand

define <8 x i16> @src(<8 x i16> %v, <8 x i16> %w) {
  %r = shufflevector <8 x i16> %v, <8 x i16> %w, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<8 x i16> %v, <8 x i16> %w) {
  ret <8 x i16> %v
}
