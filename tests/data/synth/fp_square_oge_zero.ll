; synth: found
; fast: yes
; category: fp
; why: x*x is never negative (-0*-0 = +0); it is NaN exactly when x is NaN, so x*x >= 0.0 is "x is not NaN"
; expect-tgt: %r = fcmp ord double %x, 0.0
; uops: 7 -> 5

define i1 @src(double %x) {
  %s = fmul double %x, %x
  %r = fcmp oge double %s, 0.0
  ret i1 %r
}

define i1 @tgt(double %x) {
  %r = fcmp ord double %x, 0.0
  ret i1 %r
}
