; synth: found
; fast: yes
; category: x86
; why: sum of adjacent unsigned byte pairs widened to i16 is pmaddubsw with a ones vector (the sum is at most 510, never saturates)
; expect-tgt: %r = call <8 x i16> @llvm.x86.ssse3.pmadd.ub.sw.128(<16 x i8> %x, <16 x i8> splat (i8 1))
; uops: 7 -> 5

define <8 x i16> @src(<16 x i8> %x) {
  %e = shufflevector <16 x i8> %x, <16 x i8> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %o = shufflevector <16 x i8> %x, <16 x i8> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %ze = zext <8 x i8> %e to <8 x i16>
  %zo = zext <8 x i8> %o to <8 x i16>
  %r = add <8 x i16> %ze, %zo
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<16 x i8> %x) {
  %r = call <8 x i16> @llvm.x86.ssse3.pmadd.ub.sw.128(<16 x i8> %x, <16 x i8> splat (i8 1))
  ret <8 x i16> %r
}

declare <8 x i16> @llvm.x86.ssse3.pmadd.ub.sw.128(<16 x i8>, <16 x i8>)
