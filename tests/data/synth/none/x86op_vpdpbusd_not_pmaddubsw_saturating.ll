; synth: none
; category: x86 (three operands)
; why: the pre-VNNI u8 x s8 dot product, pmaddwd(pmaddubsw(a, b), 1) (the vpmaddubsw + vpmaddwd sequence Intel's 2018 VNNI white paper "Lower Numerical Precision Deep Learning Inference and Training" replaces by vpdpbusd): tempting as one vpdpbusd of a zero accumulator, but pmaddubsw saturates each pair of u8 x s8 products to i16 (255*127 + 255*127 = 64770 becomes 32767) where vpdpbusd sums exactly

define <8 x i32> @src(<32 x i8> %a, <32 x i8> %b) {
  %w = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %a, <32 x i8> %b)
  %r = call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16> %w, <16 x i16> splat (i16 1))
  ret <8 x i32> %r
}

declare <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8>, <32 x i8>)
declare <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16>, <16 x i16>)
