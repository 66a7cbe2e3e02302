; expect: valid
; why: vpmovsqd (mask.pmovs.qd.512, all-ones mask) is the signed clamp to [INT32_MIN, INT32_MAX] followed by trunc
define <8 x i32> @src(<8 x i64> %x) {
  %r = call <8 x i32> @llvm.x86.avx512.mask.pmovs.qd.512(<8 x i64> %x, <8 x i32> zeroinitializer, i8 -1)
  ret <8 x i32> %r
}

define <8 x i32> @tgt(<8 x i64> %x) {
  %lo = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %x, <8 x i64> splat (i64 2147483647))
  %m = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %lo, <8 x i64> splat (i64 -2147483648))
  %r = trunc <8 x i64> %m to <8 x i32>
  ret <8 x i32> %r
}

declare <8 x i32> @llvm.x86.avx512.mask.pmovs.qd.512(<8 x i64>, <8 x i32>, i8)
declare <8 x i64> @llvm.smax.v8i64(<8 x i64>, <8 x i64>)
declare <8 x i64> @llvm.smin.v8i64(<8 x i64>, <8 x i64>)
