; synth: found
; fast: yes
; category: three new instructions
; why: issue 14's second example: a*1000 - (b+a)*300 is a*700 - b*300 (i16): two multiplies and a sub over the arguments, with 700 = 1000 - 300 folded from the cut's constants; a pair of one-instruction terms found by lookup (join.rs); opt-22 -O3 keeps mul/add/mul/add
; expect-tgt: %m = mul i16 %a, 700 ; %n = mul i16 %b, 300 ; %r = sub i16 %m, %n
; uops: 7 -> 6

define i16 @src(i16 %a, i16 %b) {
  %m = mul i16 %a, 1000
  %s = add i16 %b, %a
  %n = mul i16 %s, 300
  %r = sub i16 %m, %n
  ret i16 %r
}

define i16 @tgt(i16 %a, i16 %b) {
  %m = mul i16 %a, 700
  %n = mul i16 %b, 300
  %r = sub i16 %m, %n
  ret i16 %r
}
