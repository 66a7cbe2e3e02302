; expect: invalid
; why: x=y=+inf: inf-inf is NaN so src is false, but inf oge inf is true

define i1 @src(double %x, double %y) {
  %d = fsub double %x, %y
  %r = fcmp oge double %d, 0.0
  ret i1 %r
}

define i1 @tgt(double %x, double %y) {
  %r = fcmp oge double %x, %y
  ret i1 %r
}
