; expect: invalid
; why: the select form reads %a and %b twice: with b undef the compare may see b small and the select return another reading of b, a value max(a, b) cannot take (e.g. below a)
define <16 x float> @src(<16 x float> %a, <16 x float> %b) {
  %r = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %a, <16 x float> %b, i32 8)
  ret <16 x float> %r
}

define <16 x float> @tgt(<16 x float> %a, <16 x float> %b) {
  %c = fcmp ogt <16 x float> %a, %b
  %r = select <16 x i1> %c, <16 x float> %a, <16 x float> %b
  ret <16 x float> %r
}

declare <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float>, <16 x float>, i32)
