; expect: valid
; why: psign(x, x) negates the negative lanes and keeps the rest (zero stays zero): it is llvm.abs with wrapping INT_MIN (is_int_min_poison = false), in both directions
define <32 x i8> @src(<32 x i8> %x) {
  %r = call <32 x i8> @llvm.x86.avx2.psign.b(<32 x i8> %x, <32 x i8> %x)
  ret <32 x i8> %r
}

define <32 x i8> @tgt(<32 x i8> %x) {
  %r = call <32 x i8> @llvm.abs.v32i8(<32 x i8> %x, i1 false)
  ret <32 x i8> %r
}

declare <32 x i8> @llvm.x86.avx2.psign.b(<32 x i8>, <32 x i8>)
declare <32 x i8> @llvm.abs.v32i8(<32 x i8>, i1)
