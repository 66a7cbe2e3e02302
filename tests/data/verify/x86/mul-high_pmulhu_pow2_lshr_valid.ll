; expect: valid
; why: pmulhu.w by 2^k is the logical shift right by 16 - k: here by 256 it is lshr by 8
define <8 x i16> @src(<8 x i16> %a) {
  %r = call <8 x i16> @llvm.x86.sse2.pmulhu.w(<8 x i16> %a, <8 x i16> splat (i16 256))
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<8 x i16> %a) {
  %r = lshr <8 x i16> %a, splat (i16 8)
  ret <8 x i16> %r
}

declare <8 x i16> @llvm.x86.sse2.pmulhu.w(<8 x i16>, <8 x i16>)
