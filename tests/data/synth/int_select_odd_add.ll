; synth: found
; fast: yes
; category: integer
; why: a + 1 when x is odd, else a: add the low bit of x that the cut already computes
; expect-tgt: %r = add i32 %a, %b
; uops: 6 -> 5

define i32 @src(i32 %a, i32 %x) {
  %b = and i32 %x, 1
  %c = icmp eq i32 %b, 0
  %a1 = add i32 %a, 1
  %r = select i1 %c, i32 %a, i32 %a1
  ret i32 %r
}

define i32 @tgt(i32 %a, i32 %x) {
  %b = and i32 %x, 1
  %r = add i32 %a, %b
  ret i32 %r
}
