; expect: valid
; why: LangRef NaN rules: each fadd may return its NaN operand unchanged, so twice may still give x

define float @src(float %x) {
%a = fadd float %x, -0.0
  %r = fadd float %a, -0.0
  ret float %r
}

define float @tgt(float %x) {
ret float %x
}
