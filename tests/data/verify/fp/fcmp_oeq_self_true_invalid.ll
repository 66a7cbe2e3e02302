; expect: invalid
; why: NaN oeq NaN is false

define i1 @src(double %x) {
  %r = fcmp oeq double %x, %x
  ret i1 %r
}

define i1 @tgt(double %x) {
  ret i1 true
}
