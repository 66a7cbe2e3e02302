; expect: valid
; why: x-y > 0 iff x > y: NaN/inf-inf give false on both sides, overflow gives +inf, exact nonzero differences never round to 0

define i1 @src(double %x, double %y) {
  %d = fsub double %x, %y
  %r = fcmp ogt double %d, 0.0
  ret i1 %r
}

define i1 @tgt(double %x, double %y) {
  %r = fcmp ogt double %x, %y
  ret i1 %r
}
