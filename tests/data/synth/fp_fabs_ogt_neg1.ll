; synth: found
; fast: yes
; category: fp
; why: |x| > -1.0 holds for every non-NaN x, so it is an ordered check of x
; expect-tgt: %r = fcmp ord float %x, 0.0
; uops: 9 -> 5

define i1 @src(float %x) {
  %a = call float @llvm.fabs.f32(float %x)
  %r = fcmp ogt float %a, -1.0
  ret i1 %r
}

define i1 @tgt(float %x) {
  %r = fcmp ord float %x, 0.0
  ret i1 %r
}

declare float @llvm.fabs.f32(float)
