; synth: none
; fast: yes
; category: integer
; why: a single 64-bit multiply of two unknowns; no shift or add sequence of at most 2 instructions computes it

define i64 @src(i64 %x, i64 %y) {
  %r = mul i64 %x, %y
  ret i64 %r
}
