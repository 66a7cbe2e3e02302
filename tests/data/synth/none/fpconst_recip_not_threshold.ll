; synth: none
; category: constants
; why: 1/x < 2 holds for x < 0 (and -0) and for x > 0.5: two intervals, so no single threshold compare is right (tempting: fcmp ogt x, 0.5 misses the negatives)

define i1 @src(float %x) {
  %a = fdiv float 1.0, %x
  %r = fcmp olt float %a, 2.0
  ret i1 %r
}
