; expect: valid
; why: with noundef inputs every use reads the same value and the expansion is exact
define <8 x i64> @src(<8 x i64> noundef %a) {
  %r = call <8 x i64> @llvm.x86.avx512.psll.q.512(<8 x i64> %a, <2 x i64> <i64 1, i64 12345>)
  ret <8 x i64> %r
}

define <8 x i64> @tgt(<8 x i64> noundef %a) {
  %r = add <8 x i64> %a, %a
  ret <8 x i64> %r
}

declare <8 x i64> @llvm.x86.avx512.psll.q.512(<8 x i64>, <2 x i64>)
