; expect: invalid
; why: the target's maxnum(x, 0.0) may return -0.0 for x = -0.0 (which zero is unspecified), the source's select returns +0.0

define float @src(float %x) {
%c = fcmp ogt float %x, 0.0
  %r = select i1 %c, float %x, float 0.0
  ret float %r
}

define float @tgt(float %x) {
%r = call float @llvm.maxnum.f32(float %x, float 0.0)
  ret float %r
}

declare float @llvm.maxnum.f32(float, float)
