; expect: valid
; why: double negation flips the sign bit twice

define double @src(double %x) {
  %a = fneg double %x
  %r = fneg double %a
  ret double %r
}

define double @tgt(double %x) {
  ret double %x
}
