; expect: valid
; why: the signed high half of a * 1 is the sign extension of a, i.e. ashr by 15 (avx512 pmulh.w.512)
define <32 x i16> @src(<32 x i16> %a) {
  %r = call <32 x i16> @llvm.x86.avx512.pmulh.w.512(<32 x i16> %a, <32 x i16> splat (i16 1))
  ret <32 x i16> %r
}

define <32 x i16> @tgt(<32 x i16> %a) {
  %r = ashr <32 x i16> %a, splat (i16 15)
  ret <32 x i16> %r
}

declare <32 x i16> @llvm.x86.avx512.pmulh.w.512(<32 x i16>, <32 x i16>)
