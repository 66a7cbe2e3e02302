; expect: invalid
; why: the obvious (a + 1) >> 1 in i16 overflows at a = 0x7FFF (giving -16384) where pmulhrsw(a, 0x4000) computes in 32 bits and gives 16384
define <8 x i16> @src(<8 x i16> %a) {
  %r = call <8 x i16> @llvm.x86.ssse3.pmul.hr.sw.128(<8 x i16> %a, <8 x i16> splat (i16 16384))
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<8 x i16> %a) {
  %s = add <8 x i16> %a, splat (i16 1)
  %r = ashr <8 x i16> %s, splat (i16 1)
  ret <8 x i16> %r
}

declare <8 x i16> @llvm.x86.ssse3.pmul.hr.sw.128(<8 x i16>, <8 x i16>)
