; expect: valid
; why: with nnan on the compare a NaN x makes the select poison; otherwise x <= 0 ? 0.0 - x : x equals fabs (both zeros give +0.0)

define float @src(float %x) {
%c = fcmp nnan ole float %x, 0.0
  %n = fsub float 0.0, %x
  %r = select i1 %c, float %n, float %x
  ret float %r
}

define float @tgt(float %x) {
%r = call float @llvm.fabs.f32(float %x)
  ret float %r
}

declare float @llvm.fabs.f32(float)
