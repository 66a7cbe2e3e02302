; expect: invalid
; why: x = -0.0: -0.0 olt 0.0 is false so src returns -0.0, fabs gives +0.0

define float @src(float %x) {
  %c = fcmp olt float %x, 0.0
  %n = fneg float %x
  %r = select i1 %c, float %n, float %x
  ret float %r
}

define float @tgt(float %x) {
  %r = call float @llvm.fabs.f32(float %x)
  ret float %r
}

declare float @llvm.fabs.f32(float)
