; expect: valid
; why: maximumnum refines itself: -0.0 < +0.0 is fixed, a NaN result is the source's choice to match

define float @src(float %a, float %b) {
%r = call float @llvm.maximumnum.f32(float %a, float %b)
  ret float %r
}

define float @tgt(float %a, float %b) {
%r = call float @llvm.maximumnum.f32(float %a, float %b)
  ret float %r
}

declare float @llvm.maximumnum.f32(float, float)
