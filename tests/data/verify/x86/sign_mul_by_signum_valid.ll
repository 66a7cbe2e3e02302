; expect: valid
; why: psign.b(a, b) is a * signum(b), with signum(b) = smax(smin(b, 1), -1): the multiply by -1/0/1 becomes one psign
define <16 x i8> @src(<16 x i8> %a, <16 x i8> %b) {
  %lo = call <16 x i8> @llvm.smin.v16i8(<16 x i8> %b, <16 x i8> splat (i8 1))
  %s = call <16 x i8> @llvm.smax.v16i8(<16 x i8> %lo, <16 x i8> splat (i8 -1))
  %r = mul <16 x i8> %a, %s
  ret <16 x i8> %r
}

define <16 x i8> @tgt(<16 x i8> %a, <16 x i8> %b) {
  %r = call <16 x i8> @llvm.x86.ssse3.psign.b.128(<16 x i8> %a, <16 x i8> %b)
  ret <16 x i8> %r
}

declare <16 x i8> @llvm.smin.v16i8(<16 x i8>, <16 x i8>)
declare <16 x i8> @llvm.smax.v16i8(<16 x i8>, <16 x i8>)
declare <16 x i8> @llvm.x86.ssse3.psign.b.128(<16 x i8>, <16 x i8>)
