; expect: valid
; why: pmulhrsw is ((sext a * sext b) >> 14) + 1) >> 1, truncated to i16 (Intel's pseudocode); the 32-bit generic form is exactly ssse3 pmul.hr.sw.128, INT16_MIN * INT16_MIN included (0x8000)
define <8 x i16> @src(<8 x i16> %a, <8 x i16> %b) {
  %wa = sext <8 x i16> %a to <8 x i32>
  %wb = sext <8 x i16> %b to <8 x i32>
  %p = mul nsw <8 x i32> %wa, %wb
  %s = ashr <8 x i32> %p, splat (i32 14)
  %s1 = add nsw <8 x i32> %s, splat (i32 1)
  %h = ashr <8 x i32> %s1, splat (i32 1)
  %r = trunc <8 x i32> %h to <8 x i16>
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.x86.ssse3.pmul.hr.sw.128(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}

declare <8 x i16> @llvm.x86.ssse3.pmul.hr.sw.128(<8 x i16>, <8 x i16>)
