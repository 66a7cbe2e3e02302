; expect: valid
; why: x oeq x is false only for NaN, exactly like ord x, 0.0

define i1 @src(double %x) {
  %r = fcmp oeq double %x, %x
  ret i1 %r
}

define i1 @tgt(double %x) {
  %r = fcmp ord double %x, 0.0
  ret i1 %r
}
