; expect: valid
; why: copysign(x, +1.0) clears the sign bit like fabs

define float @src(float %x) {
  %r = call float @llvm.copysign.f32(float %x, float 1.0)
  ret float %r
}

define float @tgt(float %x) {
  %r = call float @llvm.fabs.f32(float %x)
  ret float %r
}

declare float @llvm.copysign.f32(float, float)
declare float @llvm.fabs.f32(float)
