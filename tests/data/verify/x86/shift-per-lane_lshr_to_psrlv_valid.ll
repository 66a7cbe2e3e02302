; expect: valid
; why: the other direction holds: lshr by a vector of counts may be selected as avx2 psrlv.d (they agree below 32, and lshr is poison above)
define <8 x i32> @src(<8 x i32> %a, <8 x i32> %c) {
  %r = lshr <8 x i32> %a, %c
  ret <8 x i32> %r
}

define <8 x i32> @tgt(<8 x i32> %a, <8 x i32> %c) {
  %r = call <8 x i32> @llvm.x86.avx2.psrlv.d.256(<8 x i32> %a, <8 x i32> %c)
  ret <8 x i32> %r
}

declare <8 x i32> @llvm.x86.avx2.psrlv.d.256(<8 x i32>, <8 x i32>)
