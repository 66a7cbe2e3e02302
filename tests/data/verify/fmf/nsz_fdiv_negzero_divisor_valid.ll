; expect: valid
; why: nsz: the sign of a zero operand is free, so 1.0 / -0.0 may be +inf (arguments noundef: this file is about NaN/zero semantics; with undef inputs the target reads an argument twice)

define float @src(float noundef %z) {
%r = fdiv nsz float 1.0, %z
  ret float %r
}

define float @tgt(float noundef %z) {
%a = call float @llvm.fabs.f32(float %z)
  %r = fdiv float 1.0, %a
  %c = fcmp oeq float %z, 0.0
  %s = fdiv float 1.0, %z
  %q = select i1 %c, float %r, float %s
  ret float %q
}

declare float @llvm.fabs.f32(float)
