; expect: valid
; why: minnum(x, x) is x, or a NaN when x is NaN

define float @src(float %x) {
  %r = call float @llvm.minnum.f32(float %x, float %x)
  ret float %r
}

define float @tgt(float %x) {
  ret float %x
}

declare float @llvm.minnum.f32(float, float)
