; synth: found
; fast: yes
; category: integer
; why: (a|b) - (a&b) == a^b: and is a subset of or, subtracting it clears the common bits without borrows
; expect-tgt: %r = xor i32 %a, %b
; uops: 7 -> 5

define i32 @src(i32 %a, i32 %b) {
  %o = or i32 %a, %b
  %n = and i32 %a, %b
  %r = sub i32 %o, %n
  ret i32 %r
}

define i32 @tgt(i32 %a, i32 %b) {
  %r = xor i32 %a, %b
  ret i32 %r
}
