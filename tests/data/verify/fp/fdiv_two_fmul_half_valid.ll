; expect: valid
; why: x/2 and x*0.5 are the same exact real, rounded the same way

define double @src(double %x) {
  %r = fdiv double %x, 2.0
  ret double %r
}

define double @tgt(double %x) {
  %r = fmul double %x, 0.5
  ret double %r
}
