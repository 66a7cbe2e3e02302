; expect: valid
; why: LangRef NaN rules: fmul x, 1.0 of a NaN has a free sign, so copysign(1.0, fmul x, 1.0) may take x's sign as copysign(1.0, x) does

define float @src(float %x) {
%m = fmul float %x, 1.0
  %r = call float @llvm.copysign.f32(float 1.0, float %m)
  ret float %r
}

define float @tgt(float %x) {
%r = call float @llvm.copysign.f32(float 1.0, float %x)
  ret float %r
}

declare float @llvm.copysign.f32(float, float)
