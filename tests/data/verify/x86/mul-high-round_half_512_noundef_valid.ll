; expect: valid
; why: with noundef inputs every use reads the same value and the expansion is exact
define <32 x i16> @src(<32 x i16> noundef %a) {
  %r = call <32 x i16> @llvm.x86.avx512.pmul.hr.sw.512(<32 x i16> %a, <32 x i16> splat (i16 16384))
  ret <32 x i16> %r
}

define <32 x i16> @tgt(<32 x i16> noundef %a) {
  %h = ashr <32 x i16> %a, splat (i16 1)
  %l = and <32 x i16> %a, splat (i16 1)
  %r = add <32 x i16> %h, %l
  ret <32 x i16> %r
}

declare <32 x i16> @llvm.x86.avx512.pmul.hr.sw.512(<32 x i16>, <32 x i16>)
