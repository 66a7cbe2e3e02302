; expect: valid
; why: the other direction is the normal lowering: where fptosi is defined it truncates toward zero like cvttps2dq, and where it is poison (NaN, out of range) cvttps2dq's 0x80000000 refines it
define <8 x i32> @src(<8 x float> %x) {
  %r = fptosi <8 x float> %x to <8 x i32>
  ret <8 x i32> %r
}

define <8 x i32> @tgt(<8 x float> %x) {
  %r = call <8 x i32> @llvm.x86.avx.cvtt.ps2dq.256(<8 x float> %x)
  ret <8 x i32> %r
}

declare <8 x i32> @llvm.x86.avx.cvtt.ps2dq.256(<8 x float>)
