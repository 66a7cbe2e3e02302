; expect: valid
; why: the x86 lowering of lshr by a uniform variable amount: psrl.d with the amount in lane 0 and zero in lane 1; it agrees for amounts below 32, and where lshr is poison (32 or more) any result will do
define <4 x i32> @src(<4 x i32> %a, i32 %x) {
  %i = insertelement <4 x i32> poison, i32 %x, i64 0
  %s = shufflevector <4 x i32> %i, <4 x i32> poison, <4 x i32> zeroinitializer
  %r = lshr <4 x i32> %a, %s
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x i32> %a, i32 %x) {
  %c = insertelement <4 x i32> zeroinitializer, i32 %x, i64 0
  %r = call <4 x i32> @llvm.x86.sse2.psrl.d(<4 x i32> %a, <4 x i32> %c)
  ret <4 x i32> %r
}

declare <4 x i32> @llvm.x86.sse2.psrl.d(<4 x i32>, <4 x i32>)
