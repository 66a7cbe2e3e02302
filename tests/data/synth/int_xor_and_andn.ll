; synth: found
; fast: yes
; category: integer
; why: (a ^ b) & a == a & ~b (a single andn with BMI)
; expect-tgt: %n = xor i32 %b, -1 ; %r = and i32 %a, %n
; uops: 6 -> 4

define i32 @src(i32 %a, i32 %b) {
  %x = xor i32 %a, %b
  %r = and i32 %x, %a
  ret i32 %r
}

define i32 @tgt(i32 %a, i32 %b) {
  %n = xor i32 %b, -1
  %r = and i32 %a, %n
  ret i32 %r
}
