; synth: found
; category: constants
; why: Minotaur paper (lbm) style at double: x*3 <= 1 iff x < 0x3FD5555555555557
; expect-tgt: %s0 = fcmp olt double %x, 0x3FD5555555555557
; uops: 8 -> 7

define i1 @src(double %x) {
  %a = fmul double %x, 3.0
  %r = fcmp ole double %a, 1.0
  ret i1 %r
}

define i1 @tgt(double %x) {
  %s0 = fcmp olt double %x, 0x3FD5555555555557
  ret i1 %s0
}
