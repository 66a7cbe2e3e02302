; synth: found
; fast: yes
; category: constants
; why: Minotaur paper style: x * 4.0 > 2.0 iff x > 0.5 (x*4 is exact up to overflow, which is > 2 on both sides)
; expect-tgt: %r = fcmp ogt double %x, 0.5
; uops: 9 -> 7

define i1 @src(double %x) {
  %a = fmul double %x, 4.0
  %r = fcmp ogt double %a, 2.0
  ret i1 %r
}

define i1 @tgt(double %x) {
  %r = fcmp ogt double %x, 0.5
  ret i1 %r
}
