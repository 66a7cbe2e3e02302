; expect: valid
; why: LangRef NaN rules: x * 1.0 is x for numbers and may return a NaN x unchanged

define double @src(double %x) {
%r = fmul double %x, 1.0
  ret double %r
}

define double @tgt(double %x) {
ret double %x
}
