; expect: invalid
; why: cvttps2udq is defined for every input (0xFFFFFFFF for NaN, negative and too large values), fptoui is poison there: the intrinsic cannot become fptoui
define <4 x i32> @src(<4 x float> %x) {
  %r = call <4 x i32> @llvm.x86.avx512.mask.cvttps2udq.128(<4 x float> %x, <4 x i32> zeroinitializer, i8 -1)
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x float> %x) {
  %r = fptoui <4 x float> %x to <4 x i32>
  ret <4 x i32> %r
}

declare <4 x i32> @llvm.x86.avx512.mask.cvttps2udq.128(<4 x float>, <4 x i32>, i8)
