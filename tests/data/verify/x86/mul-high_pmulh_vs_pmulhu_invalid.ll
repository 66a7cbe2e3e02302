; expect: invalid
; why: signed and unsigned high halves differ as soon as an operand is negative (pmulh.w(-1, 1) = -1, pmulhu.w(0xFFFF, 1) = 0)
define <8 x i16> @src(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.x86.sse2.pmulh.w(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.x86.sse2.pmulhu.w(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}

declare <8 x i16> @llvm.x86.sse2.pmulh.w(<8 x i16>, <8 x i16>)
declare <8 x i16> @llvm.x86.sse2.pmulhu.w(<8 x i16>, <8 x i16>)
