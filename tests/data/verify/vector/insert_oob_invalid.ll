; expect: invalid
; why: tgt inserts at out-of-range index 5 (poison) where src returns v

define <4 x i32> @src(<4 x i32> %v, i32 %x) {
  ret <4 x i32> %v
}

define <4 x i32> @tgt(<4 x i32> %v, i32 %x) {
  %r = insertelement <4 x i32> %v, i32 %x, i32 5
  ret <4 x i32> %r
}
