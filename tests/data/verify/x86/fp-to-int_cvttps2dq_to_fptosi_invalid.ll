; expect: invalid
; why: cvttps2dq gives 0x80000000 for NaN and out-of-range inputs, fptosi gives poison there: replacing the intrinsic by fptosi adds poison
define <4 x i32> @src(<4 x float> %x) {
  %r = call <4 x i32> @llvm.x86.sse2.cvttps2dq(<4 x float> %x)
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x float> %x) {
  %r = fptosi <4 x float> %x to <4 x i32>
  ret <4 x i32> %r
}

declare <4 x i32> @llvm.x86.sse2.cvttps2dq(<4 x float>)
