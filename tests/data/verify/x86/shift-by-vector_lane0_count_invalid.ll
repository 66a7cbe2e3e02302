; expect: invalid
; why: the count of psrl.d is the 64-bit value of lanes 0 and 1, not lane 0 alone: with c = <1, 1, _, _> psrl.d gives zero while lshr by splat(c[0]) shifts by 1 (and counts of 32 or more are poison for lshr but zero for psrl)
define <4 x i32> @src(<4 x i32> %a, <4 x i32> %c) {
  %r = call <4 x i32> @llvm.x86.sse2.psrl.d(<4 x i32> %a, <4 x i32> %c)
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x i32> %a, <4 x i32> %c) {
  %s = shufflevector <4 x i32> %c, <4 x i32> poison, <4 x i32> zeroinitializer
  %r = lshr <4 x i32> %a, %s
  ret <4 x i32> %r
}

declare <4 x i32> @llvm.x86.sse2.psrl.d(<4 x i32>, <4 x i32>)
