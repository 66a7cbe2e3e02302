; expect: valid
; why: maxnum(x, 0.0) may return +0.0 for x = -0.0 and returns 0.0 for a NaN x, as select (x > 0.0), x, 0.0 does (arguments noundef: this file is about NaN/zero semantics; with undef inputs the target reads an argument twice)

define float @src(float noundef %x) {
%r = call float @llvm.maxnum.f32(float %x, float 0.0)
  ret float %r
}

define float @tgt(float noundef %x) {
%c = fcmp ogt float %x, 0.0
  %r = select i1 %c, float %x, float 0.0
  ret float %r
}

declare float @llvm.maxnum.f32(float, float)
