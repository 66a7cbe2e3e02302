; expect: invalid
; why: the pre-VNNI idiom pmaddubsw + pmaddwd(., 1) + add is not vpdpbusd: pmaddubsw saturates each pair sum to i16 (255*127*2 > 32767), vpdpbusd sums the four products exactly
define <8 x i32> @src(<8 x i32> %acc, <32 x i8> %a, <32 x i8> %b) {
  %p = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %a, <32 x i8> %b)
  %q = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %p, <16 x i16> splat (i16 1))
  %r = add <8 x i32> %acc, %q
  ret <8 x i32> %r
}

define <8 x i32> @tgt(<8 x i32> %acc, <32 x i8> %a, <32 x i8> %b) {
  %r = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %acc, <32 x i8> %a, <32 x i8> %b)
  ret <8 x i32> %r
}

declare <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8>, <32 x i8>)
declare <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16>, <16 x i16>)
declare <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32>, <32 x i8>, <32 x i8>)
