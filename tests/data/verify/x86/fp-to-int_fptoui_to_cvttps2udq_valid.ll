; expect: valid
; why: fptoui may be lowered to avx512 cvttps2udq (all-ones mask): equal where fptoui is defined (including -0.9 -> 0), and 0xFFFFFFFF only where fptoui is poison
define <4 x i32> @src(<4 x float> %x) {
  %r = fptoui <4 x float> %x to <4 x i32>
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x float> %x) {
  %r = call <4 x i32> @llvm.x86.avx512.mask.cvttps2udq.128(<4 x float> %x, <4 x i32> zeroinitializer, i8 -1)
  ret <4 x i32> %r
}

declare <4 x i32> @llvm.x86.avx512.mask.cvttps2udq.128(<4 x float>, <4 x i32>, i8)
