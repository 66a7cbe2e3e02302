; expect: invalid
; why: mul by 2 is shl by 1, not by 2

define <8 x i16> @src(<8 x i16> %v) {
  %r = mul <8 x i16> %v, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<8 x i16> %v) {
  %r = shl <8 x i16> %v, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>
  ret <8 x i16> %r
}
