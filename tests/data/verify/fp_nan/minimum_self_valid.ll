; expect: valid
; why: minimum refines itself: -0.0 < +0.0 is fixed, a NaN result is the source's choice to match

define float @src(float %a, float %b) {
%r = call float @llvm.minimum.f32(float %a, float %b)
  ret float %r
}

define float @tgt(float %a, float %b) {
%r = call float @llvm.minimum.f32(float %a, float %b)
  ret float %r
}

declare float @llvm.minimum.f32(float, float)
