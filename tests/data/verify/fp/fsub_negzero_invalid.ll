; expect: invalid
; why: -0.0 - -0.0 = +0.0, so fsub x, -0.0 is not x for x = -0.0

define double @src(double %x) {
  %r = fsub double %x, -0.0
  ret double %r
}

define double @tgt(double %x) {
  ret double %x
}
