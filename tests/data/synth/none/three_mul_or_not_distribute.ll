; synth: none
; category: three new instructions control
; why: three_mul_distribute with `or` for `add`: (b|a) is not b+a where bits overlap, so the tempting a*700 - b*300 is wrong; no cheaper form of at most 3 instructions

define i16 @src(i16 %a, i16 %b) {
  %m = mul i16 %a, 1000
  %s = or i16 %b, %a
  %n = mul i16 %s, 300
  %r = sub i16 %m, %n
  ret i16 %r
}
