; expect: invalid
; why: psrlv.d gives zero in a lane whose count is 32 or more, where lshr gives poison, so psrlv cannot become lshr
define <8 x i32> @src(<8 x i32> %a, <8 x i32> %c) {
  %r = call <8 x i32> @llvm.x86.avx2.psrlv.d.256(<8 x i32> %a, <8 x i32> %c)
  ret <8 x i32> %r
}

define <8 x i32> @tgt(<8 x i32> %a, <8 x i32> %c) {
  %r = lshr <8 x i32> %a, %c
  ret <8 x i32> %r
}

declare <8 x i32> @llvm.x86.avx2.psrlv.d.256(<8 x i32>, <8 x i32>)
