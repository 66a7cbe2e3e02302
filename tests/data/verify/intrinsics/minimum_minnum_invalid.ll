; expect: invalid
; why: minimum(1.0, NaN) is NaN, minnum(1.0, NaN) is 1.0

define float @src(float %x, float %y) {
  %r = call float @llvm.minimum.f32(float %x, float %y)
  ret float %r
}

define float @tgt(float %x, float %y) {
  %r = call float @llvm.minnum.f32(float %x, float %y)
  ret float %r
}

declare float @llvm.minimum.f32(float, float)
declare float @llvm.minnum.f32(float, float)
