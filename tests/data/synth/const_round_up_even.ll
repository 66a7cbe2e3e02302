; synth: found
; fast: yes
; category: constants
; why: x if x is even else x + 1 is (x + 1) & -2, reusing the cut's x + 1
; expect-tgt: %r = and i32 %x1, -2
; uops: 6 -> 5

define i32 @src(i32 %x) {
  %b = and i32 %x, 1
  %c = icmp eq i32 %b, 0
  %x1 = add i32 %x, 1
  %r = select i1 %c, i32 %x, i32 %x1
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %a = add i32 %x, 1
  %r = and i32 %a, -2
  ret i32 %r
}
