; synth: found
; fast: yes
; category: integer
; why: bounds check 0 <= x < 100 on a signed int is one unsigned compare x <u 100
; expect-tgt: %r = icmp ult i32 %x, 100
; uops: 8 -> 5

define i1 @src(i32 %x) {
  %a = icmp sgt i32 %x, -1
  %b = icmp slt i32 %x, 100
  %r = and i1 %a, %b
  ret i1 %r
}

define i1 @tgt(i32 %x) {
  %r = icmp ult i32 %x, 100
  ret i1 %r
}
