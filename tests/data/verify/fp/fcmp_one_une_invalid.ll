; expect: invalid
; why: one is false on NaN, une is true on NaN

define i1 @src(double %x, double %y) {
  %r = fcmp one double %x, %y
  ret i1 %r
}

define i1 @tgt(double %x, double %y) {
  %r = fcmp une double %x, %y
  ret i1 %r
}
