; expect: valid
; why: LangRef NaN rules: copysign(x, +0.0) clears the sign bit and keeps the rest: fabs x

define float @src(float %x) {
%r = call float @llvm.copysign.f32(float %x, float 0.0)
  ret float %r
}

define float @tgt(float %x) {
%r = call float @llvm.fabs.f32(float %x)
  ret float %r
}

declare float @llvm.copysign.f32(float, float)
declare float @llvm.fabs.f32(float)
