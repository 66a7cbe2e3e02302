; synth: found
; fast: yes
; category: constants
; why: Minotaur paper (lbm) style: x*11 < 5 iff x < 0x3EE8BA2E, the exact rounding threshold, one ulp below 5/11 rounded (0x3EE8BA2F, wrong: 0x3EE8BA2E*11 rounds to 5)
; expect-tgt: %s0 = fcmp olt float %x, 0x3FDD1745C0000000
; uops: 9 -> 7

define i1 @src(float %x) {
  %a = fmul float %x, 11.0
  %r = fcmp olt float %a, 5.0
  ret i1 %r
}

define i1 @tgt(float %x) {
  %s0 = fcmp olt float %x, 0x3FDD1745C0000000
  ret i1 %s0
}
