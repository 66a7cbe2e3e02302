; synth: found
; fast: yes
; category: constants
; why: x + 3 (no signed wrap) > 10 iff x > 7: fold the constants into the compare
; expect-tgt: %r = icmp sgt i32 %x, 7
; uops: 6 -> 5

define i1 @src(i32 %x) {
  %a = add nsw i32 %x, 3
  %r = icmp sgt i32 %a, 10
  ret i1 %r
}

define i1 @tgt(i32 %x) {
  %r = icmp sgt i32 %x, 7
  ret i1 %r
}
