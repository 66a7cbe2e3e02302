; expect: valid
; why: avx512 psrai.w.512 by 15 broadcasts each sign bit: it equals sext of (a < 0)
define <32 x i16> @src(<32 x i16> %a) {
  %r = call <32 x i16> @llvm.x86.avx512.psrai.w.512(<32 x i16> %a, i32 15)
  ret <32 x i16> %r
}

define <32 x i16> @tgt(<32 x i16> %a) {
  %c = icmp slt <32 x i16> %a, zeroinitializer
  %r = sext <32 x i1> %c to <32 x i16>
  ret <32 x i16> %r
}

declare <32 x i16> @llvm.x86.avx512.psrai.w.512(<32 x i16>, i32)
