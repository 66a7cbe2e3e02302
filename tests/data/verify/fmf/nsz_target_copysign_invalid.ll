; expect: invalid
; why: nsz on the target's copysign may ignore the sign of x = -0.0 and return +1.0 where the source returns -1.0

define float @src(float %x) {
%r = call float @llvm.copysign.f32(float 1.0, float %x)
  ret float %r
}

define float @tgt(float %x) {
%r = call nsz float @llvm.copysign.f32(float 1.0, float %x)
  ret float %r
}

declare float @llvm.copysign.f32(float, float)
