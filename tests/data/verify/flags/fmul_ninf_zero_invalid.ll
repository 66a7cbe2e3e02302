; expect: invalid
; why: ninf alone keeps NaN x defined: src NaN, tgt a zero

define float @src(float %x) {
  %r = fmul ninf float %x, 0.0
  ret float %r
}

define float @tgt(float %x) {
  %r = call float @llvm.copysign.f32(float 0.0, float %x)
  ret float %r
}

declare float @llvm.copysign.f32(float, float)
