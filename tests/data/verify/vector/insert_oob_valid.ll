; expect: valid
; why: insertelement with index >= 4 yields a poison vector

define <4 x i32> @src(<4 x i32> %v, i32 %x) {
  %r = insertelement <4 x i32> %v, i32 %x, i32 5
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x i32> %v, i32 %x) {
  ret <4 x i32> %v
}
