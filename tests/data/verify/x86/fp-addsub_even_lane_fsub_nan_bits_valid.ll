; expect: valid
; why: InstCombine's fold of addsub.ps to fsub when only lane 0 is used holds even when the NaN bits are observed (bitcast to i32): x86 FP intrinsics produce NaNs under LLVM's NaN rules (a quieted input NaN, or the default NaN of either sign), as LLVM's own folds assume, and the hardware's NaN is among them
define i32 @src(<4 x float> %a, <4 x float> %b) {
  %r = call <4 x float> @llvm.x86.sse3.addsub.ps(<4 x float> %a, <4 x float> %b)
  %e = extractelement <4 x float> %r, i64 0
  %i = bitcast float %e to i32
  ret i32 %i
}

define i32 @tgt(<4 x float> %a, <4 x float> %b) {
  %r = fsub <4 x float> %a, %b
  %e = extractelement <4 x float> %r, i64 0
  %i = bitcast float %e to i32
  ret i32 %i
}

declare <4 x float> @llvm.x86.sse3.addsub.ps(<4 x float>, <4 x float>)
