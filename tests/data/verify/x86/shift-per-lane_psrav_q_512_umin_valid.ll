; expect: valid
; why: avx512 psrav.q.512 clamps each count to 63: it is ashr by umin(c, 63), which is never poison
define <8 x i64> @src(<8 x i64> %a, <8 x i64> %c) {
  %m = call <8 x i64> @llvm.umin.v8i64(<8 x i64> %c, <8 x i64> splat (i64 63))
  %r = ashr <8 x i64> %a, %m
  ret <8 x i64> %r
}

define <8 x i64> @tgt(<8 x i64> %a, <8 x i64> %c) {
  %r = call <8 x i64> @llvm.x86.avx512.psrav.q.512(<8 x i64> %a, <8 x i64> %c)
  ret <8 x i64> %r
}

declare <8 x i64> @llvm.umin.v8i64(<8 x i64>, <8 x i64>)
declare <8 x i64> @llvm.x86.avx512.psrav.q.512(<8 x i64>, <8 x i64>)
