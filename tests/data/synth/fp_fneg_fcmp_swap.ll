; synth: found
; fast: yes
; category: fp
; why: -x < -y iff x > y (negation is exact and reverses the order; NaN stays unordered)
; expect-tgt: %r = fcmp ogt float %x, %y
; uops: 9 -> 6

define i1 @src(float %x, float %y) {
  %nx = fneg float %x
  %ny = fneg float %y
  %r = fcmp olt float %nx, %ny
  ret i1 %r
}

define i1 @tgt(float %x, float %y) {
  %r = fcmp ogt float %x, %y
  ret i1 %r
}
