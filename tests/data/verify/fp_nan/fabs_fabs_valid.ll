; expect: valid
; why: LangRef NaN rules: fabs clears only the sign bit; twice is once

define float @src(float %x) {
%a = call float @llvm.fabs.f32(float %x)
  %r = call float @llvm.fabs.f32(float %a)
  ret float %r
}

define float @tgt(float %x) {
%r = call float @llvm.fabs.f32(float %x)
  ret float %r
}

declare float @llvm.fabs.f32(float)
