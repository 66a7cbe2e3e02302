; expect: valid
; why: LangRef NaN rules: copysign(x, -1.0) sets the sign bit and keeps the rest: fneg (fabs x)

define float @src(float %x) {
%r = call float @llvm.copysign.f32(float %x, float -1.0)
  ret float %r
}

define float @tgt(float %x) {
%a = call float @llvm.fabs.f32(float %x)
  %r = fneg float %a
  ret float %r
}

declare float @llvm.copysign.f32(float, float)
declare float @llvm.fabs.f32(float)
