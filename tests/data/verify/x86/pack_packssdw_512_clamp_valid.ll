; expect: valid
; why: avx512 packssdw.512 is a signed clamp to [-32768, 32767] and trunc, packed per 128-bit block (a's 4 dwords, then b's, in each of the 4 blocks)
define <32 x i16> @src(<16 x i32> %a, <16 x i32> %b) {
  %r = call <32 x i16> @llvm.x86.avx512.packssdw.512(<16 x i32> %a, <16 x i32> %b)
  ret <32 x i16> %r
}

define <32 x i16> @tgt(<16 x i32> %a, <16 x i32> %b) {
  %c = shufflevector <16 x i32> %a, <16 x i32> %b, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %lo = call <32 x i32> @llvm.smin.v32i32(<32 x i32> %c, <32 x i32> splat (i32 32767))
  %cl = call <32 x i32> @llvm.smax.v32i32(<32 x i32> %lo, <32 x i32> splat (i32 -32768))
  %r = trunc <32 x i32> %cl to <32 x i16>
  ret <32 x i16> %r
}

declare <32 x i16> @llvm.x86.avx512.packssdw.512(<16 x i32>, <16 x i32>)
declare <32 x i32> @llvm.smin.v32i32(<32 x i32>, <32 x i32>)
declare <32 x i32> @llvm.smax.v32i32(<32 x i32>, <32 x i32>)
