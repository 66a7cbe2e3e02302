; expect: invalid
; why: inf - inf and NaN - NaN are NaN, not 0.0

define double @src(double %x) {
  %r = fsub double %x, %x
  ret double %r
}

define double @tgt(double %x) {
  ret double 0.0
}
