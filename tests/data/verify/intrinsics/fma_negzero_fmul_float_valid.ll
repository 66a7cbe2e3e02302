; expect: valid
; why: fma(x, y, -0.0) rounds x*y once; adding -0.0 never changes a zero's sign

define float @src(float %x, float %y) {
  %r = call float @llvm.fma.f32(float %x, float %y, float -0.0)
  ret float %r
}

define float @tgt(float %x, float %y) {
  %r = fmul float %x, %y
  ret float %r
}

declare float @llvm.fma.f32(float, float, float)
