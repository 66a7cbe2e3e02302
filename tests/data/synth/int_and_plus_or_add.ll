; synth: found
; fast: yes
; category: integer
; why: (a&b)+(a|b) == a+b: each bit set in both is counted once by and and once by or
; expect-tgt: %r = add i64 %a, %b
; uops: 7 -> 4

define i64 @src(i64 %a, i64 %b) {
  %n = and i64 %a, %b
  %o = or i64 %a, %b
  %r = add i64 %n, %o
  ret i64 %r
}

define i64 @tgt(i64 %a, i64 %b) {
  %r = add i64 %a, %b
  ret i64 %r
}
