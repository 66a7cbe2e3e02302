; expect: invalid
; why: round(0.5) = 1.0 (ties away) but roundeven(0.5) = 0.0

define float @src(float %x) {
  %r = call float @llvm.round.f32(float %x)
  ret float %r
}

define float @tgt(float %x) {
  %r = call float @llvm.roundeven.f32(float %x)
  ret float %r
}

declare float @llvm.round.f32(float)
declare float @llvm.roundeven.f32(float)
