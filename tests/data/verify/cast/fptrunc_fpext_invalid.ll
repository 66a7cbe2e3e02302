; expect: invalid
; why: double -> float rounds (e.g. 0.1)

define double @src(double %x) {
  %f = fptrunc double %x to float
  %r = fpext float %f to double
  ret double %r
}

define double @tgt(double %x) {
  ret double %x
}
