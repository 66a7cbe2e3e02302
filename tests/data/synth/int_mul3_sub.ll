; synth: found
; fast: yes
; category: integer
; why: x*3 - x == 2x (wrapping arithmetic is a ring), a single shift
; expect-tgt: %r = shl i32 %x, 1
; uops: 5 -> 4

define i32 @src(i32 %x) {
  %m = mul i32 %x, 3
  %r = sub i32 %m, %x
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %r = shl i32 %x, 1
  ret i32 %r
}
