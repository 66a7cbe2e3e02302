; expect: invalid
; why: vpmovusqd treats its source as unsigned: -1 saturates to 0xFFFFFFFF, while a signed clamp to [0, UINT32_MAX] gives 0
define <8 x i32> @src(<8 x i64> %x) {
  %r = call <8 x i32> @llvm.x86.avx512.mask.pmovus.qd.512(<8 x i64> %x, <8 x i32> zeroinitializer, i8 -1)
  ret <8 x i32> %r
}

define <8 x i32> @tgt(<8 x i64> %x) {
  %lo = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %x, <8 x i64> zeroinitializer)
  %m = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %lo, <8 x i64> splat (i64 4294967295))
  %r = trunc <8 x i64> %m to <8 x i32>
  ret <8 x i32> %r
}

declare <8 x i32> @llvm.x86.avx512.mask.pmovus.qd.512(<8 x i64>, <8 x i32>, i8)
declare <8 x i64> @llvm.smax.v8i64(<8 x i64>, <8 x i64>)
declare <8 x i64> @llvm.smin.v8i64(<8 x i64>, <8 x i64>)
