; expect: valid
; why: the other direction is fine: lshr by a uniform variable count may become avx2 psrli.d, since where they differ (count of 32 or more) lshr is poison
define <8 x i32> @src(<8 x i32> %a, i32 %n) {
  %i = insertelement <8 x i32> poison, i32 %n, i64 0
  %s = shufflevector <8 x i32> %i, <8 x i32> poison, <8 x i32> zeroinitializer
  %r = lshr <8 x i32> %a, %s
  ret <8 x i32> %r
}

define <8 x i32> @tgt(<8 x i32> %a, i32 %n) {
  %r = call <8 x i32> @llvm.x86.avx2.psrli.d(<8 x i32> %a, i32 %n)
  ret <8 x i32> %r
}

declare <8 x i32> @llvm.x86.avx2.psrli.d(<8 x i32>, i32)
