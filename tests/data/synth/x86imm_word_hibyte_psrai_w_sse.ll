; synth: found
; fast: yes
; category: x86
; why: 128-bit signed top-bits idiom: ashr of each word's high byte by 5, sign-extended, is one psraw $13 (found as the generic ashr)
; expect-tgt: %s0 = ashr <8 x i16> %w, splat (i16 13)
; uops: 8 -> 4

define <8 x i16> @src(<8 x i16> %w) {
  %x = bitcast <8 x i16> %w to <16 x i8>
  %s = shufflevector <16 x i8> %x, <16 x i8> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %l = ashr <8 x i8> %s, splat (i8 5)
  %r = sext <8 x i8> %l to <8 x i16>
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<8 x i16> %w) {
  %s0 = ashr <8 x i16> %w, splat (i16 13)
  ret <8 x i16> %s0
}
