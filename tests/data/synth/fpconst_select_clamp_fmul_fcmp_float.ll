; synth: found
; category: constants
; why: clamp at zero by select, scale, compare: max(x,0)*11 < 5 iff x < 0x3EE8BA2E (negatives, -0 and NaN agree)
; expect-tgt: %s0 = fcmp olt float %x, 0x3FDD1745C0000000
; uops: 11 -> 7

define i1 @src(float %x) {
  %n = fcmp olt float %x, 0.0
  %s = select i1 %n, float 0.0, float %x
  %m = fmul float %s, 11.0
  %r = fcmp olt float %m, 5.0
  ret i1 %r
}

define i1 @tgt(float %x) {
  %s0 = fcmp olt float %x, 0x3FDD1745C0000000
  ret i1 %s0
}
