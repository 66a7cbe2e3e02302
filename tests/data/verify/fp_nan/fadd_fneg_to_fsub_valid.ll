; expect: valid
; why: LangRef NaN rules: x + (-y) = x - y exactly; NaN payload choices are the same set (sign free)

define float @src(float %x, float %y) {
%n = fneg float %y
  %r = fadd float %x, %n
  ret float %r
}

define float @tgt(float %x, float %y) {
%r = fsub float %x, %y
  ret float %r
}
