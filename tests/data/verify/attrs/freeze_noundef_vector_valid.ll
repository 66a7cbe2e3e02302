; expect: valid
; why: noundef on a vector: no lane may be poison or undef, so freeze does nothing

define <4 x i16> @src(<4 x i16> noundef %x) {
  %r = freeze <4 x i16> %x
  ret <4 x i16> %r
}

define <4 x i16> @tgt(<4 x i16> noundef %x) {
  ret <4 x i16> %x
}
