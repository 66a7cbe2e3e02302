; synth: found
; fast: yes
; category: constants
; why: 4 < x < 8 (signed) is (x - 5) <u 3
; expect-tgt: %d = add i32 %x, -5 ; %r = icmp ult i32 %d, 3
; uops: 8 -> 6

define i1 @src(i32 %x) {
  %a = icmp sgt i32 %x, 4
  %b = icmp slt i32 %x, 8
  %r = and i1 %a, %b
  ret i1 %r
}

define i1 @tgt(i32 %x) {
  %d = add i32 %x, -5
  %r = icmp ult i32 %d, 3
  ret i1 %r
}
