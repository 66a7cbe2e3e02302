; expect: valid
; why: uno x, y iff x is NaN or y is NaN

define i1 @src(double %x, double %y) {
  %r = fcmp uno double %x, %y
  ret i1 %r
}

define i1 @tgt(double %x, double %y) {
  %a = fcmp uno double %x, 0.0
  %b = fcmp uno double %y, 0.0
  %r = or i1 %a, %b
  ret i1 %r
}
