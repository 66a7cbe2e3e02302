; expect: invalid
; why: x*y = -0.0 exactly: fma adds +0.0 giving +0.0, fmul gives -0.0

define float @src(float %x, float %y) {
  %r = call float @llvm.fma.f32(float %x, float %y, float 0.0)
  ret float %r
}

define float @tgt(float %x, float %y) {
  %r = fmul float %x, %y
  ret float %r
}

declare float @llvm.fma.f32(float, float, float)
