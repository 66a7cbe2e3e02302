; expect: invalid
; why: copysign(x, y) is negative when y is negative

define float @src(float %x, float %y) {
  %r = call float @llvm.copysign.f32(float %x, float %y)
  ret float %r
}

define float @tgt(float %x, float %y) {
  %r = call float @llvm.fabs.f32(float %x)
  ret float %r
}

declare float @llvm.copysign.f32(float, float)
declare float @llvm.fabs.f32(float)
