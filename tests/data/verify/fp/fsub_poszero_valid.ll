; expect: valid
; why: x - +0.0 = x + -0.0 = x, including -0.0

define double @src(double %x) {
  %r = fsub double %x, 0.0
  ret double %r
}

define double @tgt(double %x) {
  ret double %x
}
