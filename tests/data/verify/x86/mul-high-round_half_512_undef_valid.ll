; expect: valid
; undef: valid with undef inputs too; per lane the source's one read is solved for by inversion through the intrinsic's extract/add/mul (2r - 1, or 2r with the rounding bias; smt/invert.rs), the two combined lane by lane (each wraps at one end of the range)
; alive2: unsupported ("Couldn't prove the correctness": unknown libcall @llvm.x86.avx512.pmul.hr.sw.512; the same with --disable-undef-input; alive-tv 0dc2be5f, LLVM 22.1.8, --smt-to=60000, 2026-11-29)
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
