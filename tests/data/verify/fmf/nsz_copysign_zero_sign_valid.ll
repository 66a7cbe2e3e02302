; expect: valid
; why: nsz on copysign frees the sign of a zero sign operand: copysign(1.0, -0.0) may be +1.0

define float @src(float %x) {
%r = call nsz float @llvm.copysign.f32(float 1.0, float %x)
  ret float %r
}

define float @tgt(float %x) {
%r = call float @llvm.copysign.f32(float 1.0, float %x)
  ret float %r
}

declare float @llvm.copysign.f32(float, float)
