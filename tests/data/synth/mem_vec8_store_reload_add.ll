; synth: found
; category: memory
; why: scalar reload of element 0 just stored as part of <8 x i32> is extractelement 0 (free on x86) instead of a load folded into the add; the store stays
; expect-tgt: %e = extractelement <8 x i32> %v, i64 0 ; %r = add i32 %e, %x
; uops: 12 -> 11

define i32 @src(ptr %p, <8 x i32> %v, i32 %x) {
  store <8 x i32> %v, ptr %p
  %l = load i32, ptr %p
  %r = add i32 %l, %x
  ret i32 %r
}

define i32 @tgt(ptr %p, <8 x i32> %v, i32 %x) {
  store <8 x i32> %v, ptr %p
  %e = extractelement <8 x i32> %v, i64 0
  %r = add i32 %e, %x
  ret i32 %r
}
