; synth: found
; fast: yes
; category: x86 (three operands)
; why: VeGen (Chen et al., ASPLOS 2021), Figure 2: output[i] += sum_k data[k]*kernel[i][k], u8 x s8 in fours into i32 lanes; opt-22 -O3 and llc-22 keep zext/sext, vpmaddwd, four vpermd and the adds; vpdpbusd does it in one (three operands: accumulator, unsigned bytes, signed bytes) (the figure's 16 outputs)
; expect-tgt: %s3 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc, <64 x i8> %d, <64 x i8> %k)
; uops: 48 -> 4

define <16 x i32> @src(<16 x i32> %acc, <64 x i8> %d, <64 x i8> %k) {
  %zd = zext <64 x i8> %d to <64 x i32>
  %sk = sext <64 x i8> %k to <64 x i32>
  %p = mul nsw <64 x i32> %sk, %zd
  %p0 = shufflevector <64 x i32> %p, <64 x i32> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %p1 = shufflevector <64 x i32> %p, <64 x i32> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %p2 = shufflevector <64 x i32> %p, <64 x i32> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %p3 = shufflevector <64 x i32> %p, <64 x i32> poison, <16 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63>
  %s0 = add <16 x i32> %p0, %acc
  %s1 = add <16 x i32> %s0, %p1
  %s2 = add <16 x i32> %s1, %p2
  %r = add <16 x i32> %s2, %p3
  ret <16 x i32> %r
}

define <16 x i32> @tgt(<16 x i32> %acc, <64 x i8> %d, <64 x i8> %k) {
  %s3 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc, <64 x i8> %d, <64 x i8> %k)
  ret <16 x i32> %s3
}

declare <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32>, <64 x i8>, <64 x i8>)
