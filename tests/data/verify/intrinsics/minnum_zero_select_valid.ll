; expect: valid
; why: minnum nsz (x, +0.0): NaN gives +0.0, -0.0 may give either zero (nsz), else the smaller: a compare and select
define float @src(float %x) {
  %r = call nsz float @llvm.minnum.f32(float %x, float 0.0)
  ret float %r
}

define float @tgt(float %x) {
  %c = fcmp olt float %x, 0.0
  %r = select i1 %c, float %x, float 0.0
  ret float %r
}

declare float @llvm.minnum.f32(float, float)
