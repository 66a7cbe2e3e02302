; expect: valid
; why: vpdpbusd(acc, a, splat 1) adds the four unsigned bytes of each dword to acc: the zext + reduce form over 4-byte groups, one instruction with VNNI
define <4 x i32> @src(<4 x i32> %acc, <16 x i8> %a) {
  %w = zext <16 x i8> %a to <16 x i32>
  %g0 = shufflevector <16 x i32> %w, <16 x i32> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %g1 = shufflevector <16 x i32> %w, <16 x i32> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %g2 = shufflevector <16 x i32> %w, <16 x i32> poison, <4 x i32> <i32 2, i32 6, i32 10, i32 14>
  %g3 = shufflevector <16 x i32> %w, <16 x i32> poison, <4 x i32> <i32 3, i32 7, i32 11, i32 15>
  %s0 = add <4 x i32> %g0, %g1
  %s1 = add <4 x i32> %g2, %g3
  %s = add <4 x i32> %s0, %s1
  %r = add <4 x i32> %acc, %s
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x i32> %acc, <16 x i8> %a) {
  %r = call <4 x i32> @llvm.x86.avx512.vpdpbusd.128(<4 x i32> %acc, <16 x i8> %a, <16 x i8> splat (i8 1))
  ret <4 x i32> %r
}

declare <4 x i32> @llvm.x86.avx512.vpdpbusd.128(<4 x i32>, <16 x i8>, <16 x i8>)
