; expect: valid
; why: a poison mask lane makes result lane 1 poison in src; other lanes equal v

define <4 x i32> @src(<4 x i32> %v) {
  %r = shufflevector <4 x i32> %v, <4 x i32> poison, <4 x i32> <i32 0, i32 poison, i32 2, i32 3>
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x i32> %v) {
  ret <4 x i32> %v
}
