; expect: invalid
; why: psign(x, x) is defined for INT_MIN (it stays INT_MIN), so it may not become abs with is_int_min_poison = true, which is poison there
define <8 x i16> @src(<8 x i16> %x) {
  %r = call <8 x i16> @llvm.x86.ssse3.psign.w.128(<8 x i16> %x, <8 x i16> %x)
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<8 x i16> %x) {
  %r = call <8 x i16> @llvm.abs.v8i16(<8 x i16> %x, i1 true)
  ret <8 x i16> %r
}

declare <8 x i16> @llvm.x86.ssse3.psign.w.128(<8 x i16>, <8 x i16>)
declare <8 x i16> @llvm.abs.v8i16(<8 x i16>, i1)
