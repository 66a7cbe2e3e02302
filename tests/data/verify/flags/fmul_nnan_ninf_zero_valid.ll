; expect: valid
; why: nnan ninf: NaN/inf x is poison; finite x * +0.0 is a zero with x's sign

define float @src(float %x) {
  %r = fmul nnan ninf float %x, 0.0
  ret float %r
}

define float @tgt(float %x) {
  %r = call float @llvm.copysign.f32(float 0.0, float %x)
  ret float %r
}

declare float @llvm.copysign.f32(float, float)
