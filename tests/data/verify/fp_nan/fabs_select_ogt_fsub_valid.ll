; expect: valid
; why: LangRef NaN rules: x > 0 ? x : 0.0 - x: a NaN x takes the fsub arm, which may return x's NaN unchanged with a clear sign (= fabs x); zeros give +0.0

define float @src(float %x) {
%c = fcmp ogt float %x, 0.0
  %n = fsub float 0.0, %x
  %r = select i1 %c, float %x, float %n
  ret float %r
}

define float @tgt(float %x) {
%r = call float @llvm.fabs.f32(float %x)
  ret float %r
}

declare float @llvm.fabs.f32(float)
