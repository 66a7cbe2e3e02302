; synth: found
; fast: yes
; category: constants
; why: Minotaur paper style with fdiv: x/3 < 0.1 (half) iff x < 0x34CD, the threshold solved on the number line
; expect-tgt: %s0 = fcmp olt half %x, 0xH34CD
; uops: 15 -> 9

define i1 @src(half %x) {
  %a = fdiv half %x, 0xH4200
  %r = fcmp olt half %a, 0xH2E66
  ret i1 %r
}

define i1 @tgt(half %x) {
  %s0 = fcmp olt half %x, 0xH34CD
  ret i1 %s0
}
