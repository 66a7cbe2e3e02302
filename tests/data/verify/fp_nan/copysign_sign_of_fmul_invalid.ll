; expect: invalid
; why: LangRef NaN rules: the sign of fmul's NaN result is free in the target, so copysign(1.0, fmul x, 1.0) may be -1.0 where copysign(1.0, x) is +1.0

define float @src(float %x) {
%r = call float @llvm.copysign.f32(float 1.0, float %x)
  ret float %r
}

define float @tgt(float %x) {
%m = fmul float %x, 1.0
  %r = call float @llvm.copysign.f32(float 1.0, float %m)
  ret float %r
}

declare float @llvm.copysign.f32(float, float)
