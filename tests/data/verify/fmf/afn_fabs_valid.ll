; expect: valid
; why: afn allows approximating math functions; fabs is exact, so afn changes nothing

define float @src(float %x) {
%r = call float @llvm.fabs.f32(float %x)
  ret float %r
}

define float @tgt(float %x) {
%r = call afn float @llvm.fabs.f32(float %x)
  ret float %r
}

declare float @llvm.fabs.f32(float)
