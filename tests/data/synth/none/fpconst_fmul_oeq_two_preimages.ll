; synth: none
; category: constants
; why: x*11 == 5 holds for two floats, 0x3EE8BA2E and 0x3EE8BA2F: the tempting fcmp oeq x, 5/11 rounded (0x3EE8BA2F) is one ulp short and misses 0x3EE8BA2E

define i1 @src(float %x) {
  %a = fmul float %x, 11.0
  %r = fcmp oeq float %a, 5.0
  ret i1 %r
}
