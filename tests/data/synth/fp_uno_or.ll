; synth: found
; fast: yes
; category: fp
; why: isnan(x) || isnan(y) is one unordered compare of x with y
; expect-tgt: %r = fcmp uno double %x, %y
; uops: 8 -> 5

define i1 @src(double %x, double %y) {
  %a = fcmp uno double %x, 0.0
  %b = fcmp uno double %y, 0.0
  %r = or i1 %a, %b
  ret i1 %r
}

define i1 @tgt(double %x, double %y) {
  %r = fcmp uno double %x, %y
  ret i1 %r
}
