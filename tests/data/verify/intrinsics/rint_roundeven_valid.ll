; expect: valid
; why: rint uses the default round-to-nearest-even mode

define float @src(float %x) {
  %r = call float @llvm.rint.f32(float %x)
  ret float %r
}

define float @tgt(float %x) {
  %r = call float @llvm.roundeven.f32(float %x)
  ret float %r
}

declare float @llvm.rint.f32(float)
declare float @llvm.roundeven.f32(float)
