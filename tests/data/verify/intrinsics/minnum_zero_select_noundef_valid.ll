; expect: valid
; why: with noundef inputs every use reads the same value, and the expansion is exact
define float @src(float noundef %x) {
  %r = call nsz float @llvm.minnum.f32(float %x, float 0.0)
  ret float %r
}

define float @tgt(float noundef %x) {
  %c = fcmp olt float %x, 0.0
  %r = select i1 %c, float %x, float 0.0
  ret float %r
}

declare float @llvm.minnum.f32(float, float)
