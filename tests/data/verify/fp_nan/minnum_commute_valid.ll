; expect: valid
; why: minnum is symmetric: equal operands (the zeros) give either one, NaN operands the other operand

define float @src(float %a, float %b) {
%r = call float @llvm.minnum.f32(float %a, float %b)
  ret float %r
}

define float @tgt(float %a, float %b) {
%r = call float @llvm.minnum.f32(float %b, float %a)
  ret float %r
}

declare float @llvm.minnum.f32(float, float)
