; synth: found
; fast: yes
; category: x86 (three operands)
; why: VeGen (Chen et al., ASPLOS 2021), Figure 2: output[i] = sum_k data[k]*kernel[i][k], u8 x s8 in fours into i32 lanes; opt-22 -O3 and llc-22 keep zext/sext, vpmaddwd, four vpermd and the adds; vpdpbusd does it in one (three operands: accumulator, unsigned bytes, signed bytes); no accumulator: vpdpbusd of a zero accumulator (the literal chosen from the bank)
; expect-tgt: %s2 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> splat (i32 0), <32 x i8> %d, <32 x i8> %k)
; uops: 22 -> 6

define <8 x i32> @src(<32 x i8> %d, <32 x i8> %k) {
  %zd = zext <32 x i8> %d to <32 x i32>
  %sk = sext <32 x i8> %k to <32 x i32>
  %p = mul nsw <32 x i32> %sk, %zd
  %p0 = shufflevector <32 x i32> %p, <32 x i32> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %p1 = shufflevector <32 x i32> %p, <32 x i32> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %p2 = shufflevector <32 x i32> %p, <32 x i32> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %p3 = shufflevector <32 x i32> %p, <32 x i32> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %s0 = add nsw <8 x i32> %p0, %p1
  %s1 = add nsw <8 x i32> %s0, %p2
  %r = add nsw <8 x i32> %s1, %p3
  ret <8 x i32> %r
}

define <8 x i32> @tgt(<32 x i8> %d, <32 x i8> %k) {
  %s2 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> splat (i32 0), <32 x i8> %d, <32 x i8> %k)
  ret <8 x i32> %s2
}

declare <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32>, <32 x i8>, <32 x i8>)
