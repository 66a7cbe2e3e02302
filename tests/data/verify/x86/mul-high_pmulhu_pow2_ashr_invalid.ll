; expect: invalid
; why: pmulhu.w by 256 is a logical shift; an arithmetic shift right by 8 differs for lanes with the top bit set
define <8 x i16> @src(<8 x i16> %a) {
  %r = call <8 x i16> @llvm.x86.sse2.pmulhu.w(<8 x i16> %a, <8 x i16> splat (i16 256))
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<8 x i16> %a) {
  %r = ashr <8 x i16> %a, splat (i16 8)
  ret <8 x i16> %r
}

declare <8 x i16> @llvm.x86.sse2.pmulhu.w(<8 x i16>, <8 x i16>)
