; synth: found
; fast: yes
; category: fp
; why: x - y > 0.0 iff x > y in IEEE (gradual underflow: x - y rounds to 0 only when x == y; inf - inf is NaN, unordered)
; expect-tgt: %r = fcmp ogt float %x, %y
; uops: 8 -> 6

define i1 @src(float %x, float %y) {
  %d = fsub float %x, %y
  %r = fcmp ogt float %d, 0.0
  ret i1 %r
}

define i1 @tgt(float %x, float %y) {
  %r = fcmp ogt float %x, %y
  ret i1 %r
}
