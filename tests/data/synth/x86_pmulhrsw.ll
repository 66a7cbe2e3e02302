; synth: found
; category: x86
; why: the Q15 rounding multiply ((a*b >> 14) + 1) >> 1 on sign-extended i16 lanes is pmulhrsw
; expect-tgt: %r = call <16 x i16> @llvm.x86.avx2.pmul.hr.sw(<16 x i16> %a, <16 x i16> %b)
; uops: 13 -> 4

define <16 x i16> @src(<16 x i16> %a, <16 x i16> %b) {
  %sa = sext <16 x i16> %a to <16 x i32>
  %sb = sext <16 x i16> %b to <16 x i32>
  %m = mul <16 x i32> %sa, %sb
  %s = ashr <16 x i32> %m, splat (i32 14)
  %p = add <16 x i32> %s, splat (i32 1)
  %h = ashr <16 x i32> %p, splat (i32 1)
  %r = trunc <16 x i32> %h to <16 x i16>
  ret <16 x i16> %r
}

define <16 x i16> @tgt(<16 x i16> %a, <16 x i16> %b) {
  %r = call <16 x i16> @llvm.x86.avx2.pmul.hr.sw(<16 x i16> %a, <16 x i16> %b)
  ret <16 x i16> %r
}

declare <16 x i16> @llvm.x86.avx2.pmul.hr.sw(<16 x i16>, <16 x i16>)
