; expect: valid
; why: with noundef inputs every use reads the same value and the expansion is exact
define <16 x float> @src(<16 x float> noundef %a, <16 x float> noundef %b) {
  %r = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %a, <16 x float> %b, i32 8)
  ret <16 x float> %r
}

define <16 x float> @tgt(<16 x float> noundef %a, <16 x float> noundef %b) {
  %c = fcmp ogt <16 x float> %a, %b
  %r = select <16 x i1> %c, <16 x float> %a, <16 x float> %b
  ret <16 x float> %r
}

declare <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float>, <16 x float>, i32)
