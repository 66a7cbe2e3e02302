; synth: found
; fast: yes
; category: integer
; why: (a|b) - b == a & ~b: b is a subset of a|b so the subtraction clears exactly the bits of b (andn)
; expect-tgt: %n = xor i32 %b, -1 ; %r = and i32 %a, %n
; uops: 6 -> 4

define i32 @src(i32 %a, i32 %b) {
  %o = or i32 %a, %b
  %r = sub i32 %o, %b
  ret i32 %r
}

define i32 @tgt(i32 %a, i32 %b) {
  %n = xor i32 %b, -1
  %r = and i32 %a, %n
  ret i32 %r
}
