; synth: found
; fast: yes
; category: constants
; why: Minotaur paper (lbm) style at half: x*3 < 1 iff x < 0x3555 (exact threshold under half rounding)
; expect-tgt: %s0 = fcmp olt half %x, 0xH3555
; uops: 15 -> 9

define i1 @src(half %x) {
  %a = fmul half %x, 0xH4200
  %r = fcmp olt half %a, 0xH3C00
  ret i1 %r
}

define i1 @tgt(half %x) {
  %s0 = fcmp olt half %x, 0xH3555
  ret i1 %s0
}
