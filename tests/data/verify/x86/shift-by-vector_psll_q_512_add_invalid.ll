; expect: invalid
; why: psll by 1 is always even; a + a reads an undef lane twice and may be odd
define <8 x i64> @src(<8 x i64> %a) {
  %r = call <8 x i64> @llvm.x86.avx512.psll.q.512(<8 x i64> %a, <2 x i64> <i64 1, i64 12345>)
  ret <8 x i64> %r
}

define <8 x i64> @tgt(<8 x i64> %a) {
  %r = add <8 x i64> %a, %a
  ret <8 x i64> %r
}

declare <8 x i64> @llvm.x86.avx512.psll.q.512(<8 x i64>, <2 x i64>)
