; expect: invalid
; why: min.ps returns b when a == b; `a <= b ? a : b` returns a, which differs for a = +0.0, b = -0.0
define <8 x float> @src(<8 x float> %a, <8 x float> %b) {
  %r = call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %a, <8 x float> %b)
  ret <8 x float> %r
}

define <8 x float> @tgt(<8 x float> %a, <8 x float> %b) {
  %c = fcmp ole <8 x float> %a, %b
  %r = select <8 x i1> %c, <8 x float> %a, <8 x float> %b
  ret <8 x float> %r
}

declare <8 x float> @llvm.x86.avx.min.ps.256(<8 x float>, <8 x float>)
