; synth: found
; category: constants
; why: Minotaur paper style with fadd: x+0.1 < 1.0 (double) iff x < 0x3FECCCCCCCCCCCCD (fadd rounds monotonically, so one threshold exists)
; expect-tgt: %s0 = fcmp olt double %x, 9.000000e-01
; uops: 9 -> 7

define i1 @src(double %x) {
  %a = fadd double %x, 0.1
  %r = fcmp olt double %a, 1.0
  ret i1 %r
}

define i1 @tgt(double %x) {
  %s0 = fcmp olt double %x, 9.000000e-01
  ret i1 %s0
}
