; expect: invalid
; why: without contract the source rounds x*y before adding: fma (one rounding) differs for some inputs

define float @src(float %x, float %y, float %z) {
%m = fmul float %x, %y
  %r = fadd float %m, %z
  ret float %r
}

define float @tgt(float %x, float %y, float %z) {
%r = call float @llvm.fma.f32(float %x, float %y, float %z)
  ret float %r
}

declare float @llvm.fma.f32(float, float, float)
