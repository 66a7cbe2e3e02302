; expect: invalid
; why: minimum orders -0.0 below +0.0: minimum(-0.0, +0.0) is -0.0, maximum gives +0.0

define float @src(float %a, float %b) {
%r = call float @llvm.minimum.f32(float %a, float %b)
  ret float %r
}

define float @tgt(float %a, float %b) {
%r = call float @llvm.maximum.f32(float %a, float %b)
  ret float %r
}

declare float @llvm.minimum.f32(float, float)
declare float @llvm.maximum.f32(float, float)
