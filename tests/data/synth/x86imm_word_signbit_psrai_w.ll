; synth: found
; category: x86
; why: sign mask of each word from its high byte (icmp slt 0 + sext over a byte shuffle) is one arithmetic word shift; found as psraw with a count >= 16 (x86 saturates the count: every bit becomes the sign)
; expect-tgt: %s0 = call <16 x i16> @llvm.x86.avx2.psra.w(<16 x i16> %w, <8 x i16> splat (i16 257))
; uops: 8 -> 4

define <16 x i16> @src(<16 x i16> %w) {
  %x = bitcast <16 x i16> %w to <32 x i8>
  %s = shufflevector <32 x i8> %x, <32 x i8> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %c = icmp slt <16 x i8> %s, zeroinitializer
  %r = sext <16 x i1> %c to <16 x i16>
  ret <16 x i16> %r
}

define <16 x i16> @tgt(<16 x i16> %w) {
  %s0 = call <16 x i16> @llvm.x86.avx2.psra.w(<16 x i16> %w, <8 x i16> splat (i16 257))
  ret <16 x i16> %s0
}

declare <16 x i16> @llvm.x86.avx2.psra.w(<16 x i16>, <8 x i16>)
