; expect: valid
; why: fptosi(floor(x)) is one avx512 cvtps2dq with embedded rounding {rd-sae} (rounding operand 9), all-ones mask
define <16 x i32> @src(<16 x float> %x) {
  %f = call <16 x float> @llvm.floor.v16f32(<16 x float> %x)
  %r = fptosi <16 x float> %f to <16 x i32>
  ret <16 x i32> %r
}

define <16 x i32> @tgt(<16 x float> %x) {
  %r = call <16 x i32> @llvm.x86.avx512.mask.cvtps2dq.512(<16 x float> %x, <16 x i32> zeroinitializer, i16 -1, i32 9)
  ret <16 x i32> %r
}

declare <16 x float> @llvm.floor.v16f32(<16 x float>)
declare <16 x i32> @llvm.x86.avx512.mask.cvtps2dq.512(<16 x float>, <16 x i32>, i16, i32)
