; synth: found
; category: x86
; why: signed variant of the paper's top-bits idiom: ashr of each dword's top byte by 4, sign-extended, is one psrad $28 (found as the generic ashr, which lowers to it)
; expect-tgt: %s0 = ashr <8 x i32> %w, splat (i32 28)
; uops: 9 -> 4

define <8 x i32> @src(<8 x i32> %w) {
  %x = bitcast <8 x i32> %w to <32 x i8>
  %s = shufflevector <32 x i8> %x, <32 x i8> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %l = ashr <8 x i8> %s, splat (i8 4)
  %r = sext <8 x i8> %l to <8 x i32>
  ret <8 x i32> %r
}

define <8 x i32> @tgt(<8 x i32> %w) {
  %s0 = ashr <8 x i32> %w, splat (i32 28)
  ret <8 x i32> %s0
}
