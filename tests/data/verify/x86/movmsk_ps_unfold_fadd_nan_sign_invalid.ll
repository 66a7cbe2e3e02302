; expect: invalid
; why: the reverse is wrong because movmsk.ps observes NaN signs: a NaN produced by fadd may be the default NaN of either sign, so movmsk(fadd(x, -0.0)) may differ from movmsk(x) for a NaN x
define i32 @src(<4 x float> %x) {
  %r = call i32 @llvm.x86.sse.movmsk.ps(<4 x float> %x)
  ret i32 %r
}

define i32 @tgt(<4 x float> %x) {
  %a = fadd <4 x float> %x, splat (float -0.0)
  %r = call i32 @llvm.x86.sse.movmsk.ps(<4 x float> %a)
  ret i32 %r
}

declare i32 @llvm.x86.sse.movmsk.ps(<4 x float>)
