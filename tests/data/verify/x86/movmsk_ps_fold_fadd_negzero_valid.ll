; expect: valid
; why: fadd x, -0.0 is x for every non-NaN x (signed zeros included), and for a NaN x LLVM may return x itself (quieted), so movmsk.ps(fadd(x, -0.0)) folds to movmsk.ps(x) even though movmsk observes NaN signs
define i32 @src(<4 x float> %x) {
  %a = fadd <4 x float> %x, splat (float -0.0)
  %r = call i32 @llvm.x86.sse.movmsk.ps(<4 x float> %a)
  ret i32 %r
}

define i32 @tgt(<4 x float> %x) {
  %r = call i32 @llvm.x86.sse.movmsk.ps(<4 x float> %x)
  ret i32 %r
}

declare i32 @llvm.x86.sse.movmsk.ps(<4 x float>)
