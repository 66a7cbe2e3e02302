; expect: valid
; why: LangRef NaN rules: x + -0.0 is x (zeros included) and may return a NaN x unchanged

define double @src(double %x) {
%r = fadd double %x, -0.0
  ret double %r
}

define double @tgt(double %x) {
ret double %x
}
