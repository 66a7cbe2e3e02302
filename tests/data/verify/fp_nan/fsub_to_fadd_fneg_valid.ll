; expect: valid
; why: LangRef NaN rules: x - y = x + (-y) exactly; the NaN results may carry x's or y's payload with any sign in both

define float @src(float %x, float %y) {
%r = fsub float %x, %y
  ret float %r
}

define float @tgt(float %x, float %y) {
%n = fneg float %y
  %r = fadd float %x, %n
  ret float %r
}
