; expect: invalid
; why: minnum(1.0, NaN) = 1.0 but select(olt 1.0, NaN) picks NaN

define float @src(float %x, float %y) {
  %r = call float @llvm.minnum.f32(float %x, float %y)
  ret float %r
}

define float @tgt(float %x, float %y) {
  %c = fcmp olt float %x, %y
  %r = select i1 %c, float %x, float %y
  ret float %r
}

declare float @llvm.minnum.f32(float, float)
