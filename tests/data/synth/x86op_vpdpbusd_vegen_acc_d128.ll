; synth: found
; fast: yes
; category: x86 (three operands)
; why: VeGen (Chen et al., ASPLOS 2021), Figure 2: output[i] += sum_k data[k]*kernel[i][k], u8 x s8 in fours into i32 lanes; opt-22 -O3 and llc-22 keep zext/sext, vpmaddwd, four vpermd and the adds; vpdpbusd does it in one (three operands: accumulator, unsigned bytes, signed bytes)
; expect-tgt: %s3 = call <4 x i32> @llvm.x86.avx512.vpdpbusd.128(<4 x i32> %acc, <16 x i8> %d, <16 x i8> %k)
; uops: 26 -> 4

define <4 x i32> @src(<4 x i32> %acc, <16 x i8> %d, <16 x i8> %k) {
  %zd = zext <16 x i8> %d to <16 x i32>
  %sk = sext <16 x i8> %k to <16 x i32>
  %p = mul nsw <16 x i32> %sk, %zd
  %p0 = shufflevector <16 x i32> %p, <16 x i32> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %p1 = shufflevector <16 x i32> %p, <16 x i32> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %p2 = shufflevector <16 x i32> %p, <16 x i32> poison, <4 x i32> <i32 2, i32 6, i32 10, i32 14>
  %p3 = shufflevector <16 x i32> %p, <16 x i32> poison, <4 x i32> <i32 3, i32 7, i32 11, i32 15>
  %s0 = add <4 x i32> %p0, %acc
  %s1 = add <4 x i32> %s0, %p1
  %s2 = add <4 x i32> %s1, %p2
  %r = add <4 x i32> %s2, %p3
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x i32> %acc, <16 x i8> %d, <16 x i8> %k) {
  %s3 = call <4 x i32> @llvm.x86.avx512.vpdpbusd.128(<4 x i32> %acc, <16 x i8> %d, <16 x i8> %k)
  ret <4 x i32> %s3
}

declare <4 x i32> @llvm.x86.avx512.vpdpbusd.128(<4 x i32>, <16 x i8>, <16 x i8>)
