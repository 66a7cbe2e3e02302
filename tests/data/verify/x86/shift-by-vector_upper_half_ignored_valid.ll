; expect: valid
; why: psrl.d reads its count from the low 64 bits only (lanes 0 and 1 of the count vector); lanes 2 and 3 are ignored, so this is lshr by a splat of 3
define <4 x i32> @src(<4 x i32> %a) {
  %r = call <4 x i32> @llvm.x86.sse2.psrl.d(<4 x i32> %a, <4 x i32> <i32 3, i32 0, i32 99, i32 -1>)
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x i32> %a) {
  %r = lshr <4 x i32> %a, splat (i32 3)
  ret <4 x i32> %r
}

declare <4 x i32> @llvm.x86.sse2.psrl.d(<4 x i32>, <4 x i32>)
