; expect: valid
; open: valid with undef inputs too (the source can pick 2h + l for the readings h, l), but the quantified query over 32 lanes times out
; why: pmulhrsw by 0x4000 (0.5 in Q15) is floor((a + 1) / 2) computed without overflow: (a >> 1) + (a & 1) (avx512 pmul.hr.sw.512)
define <32 x i16> @src(<32 x i16> %a) {
  %r = call <32 x i16> @llvm.x86.avx512.pmul.hr.sw.512(<32 x i16> %a, <32 x i16> splat (i16 16384))
  ret <32 x i16> %r
}

define <32 x i16> @tgt(<32 x i16> %a) {
  %h = ashr <32 x i16> %a, splat (i16 1)
  %l = and <32 x i16> %a, splat (i16 1)
  %r = add <32 x i16> %h, %l
  ret <32 x i16> %r
}

declare <32 x i16> @llvm.x86.avx512.pmul.hr.sw.512(<32 x i16>, <32 x i16>)
