; synth: found
; fast: yes
; category: memory
; why: the i32 reloaded right after storing the vector is lane 0, which the cut already extracted: lane0 + lane0 is one shift (the store stays)
; expect-tgt: %r = shl i32 %e, 1
; uops: 8 -> 7

define i32 @src(ptr %p, <4 x i32> %v) {
  store <4 x i32> %v, ptr %p
  %l = load i32, ptr %p
  %e = extractelement <4 x i32> %v, i64 0
  %r = add i32 %l, %e
  ret i32 %r
}

define i32 @tgt(ptr %p, <4 x i32> %v) {
  store <4 x i32> %v, ptr %p
  %e = extractelement <4 x i32> %v, i64 0
  %r = shl i32 %e, 1
  ret i32 %r
}
