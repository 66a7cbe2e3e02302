; expect: valid
; why: x ole 0: 0.0 - x gives +0.0 for both zeros and -x for negatives; NaN takes the x arm

define float @src(float %x) {
  %c = fcmp ole float %x, 0.0
  %n = fsub float 0.0, %x
  %r = select i1 %c, float %n, float %x
  ret float %r
}

define float @tgt(float %x) {
  %r = call float @llvm.fabs.f32(float %x)
  ret float %r
}

declare float @llvm.fabs.f32(float)
