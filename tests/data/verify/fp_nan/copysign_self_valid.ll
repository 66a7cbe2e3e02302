; expect: valid
; why: LangRef NaN rules: copysign(x, x) is x bit for bit (magnitude and sign from x)

define float @src(float %x) {
%r = call float @llvm.copysign.f32(float %x, float %x)
  ret float %r
}

define float @tgt(float %x) {
ret float %x
}

declare float @llvm.copysign.f32(float, float)
