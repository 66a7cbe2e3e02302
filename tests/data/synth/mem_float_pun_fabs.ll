; synth: found
; fast: yes
; category: memory
; why: type punning through memory: the stored float reloaded as i32 with the sign cleared is fabs of the float (the store stays)
; expect-tgt: %r = call float @llvm.fabs.f32(float %f)
; uops: 9 -> 7

define float @src(ptr %p, float %f) {
  store float %f, ptr %p
  %i = load i32, ptr %p
  %a = and i32 %i, 2147483647
  %r = bitcast i32 %a to float
  ret float %r
}

define float @tgt(ptr %p, float %f) {
  store float %f, ptr %p
  %r = call float @llvm.fabs.f32(float %f)
  ret float %r
}

declare float @llvm.fabs.f32(float)
