; synth: found
; category: memory
; why: the i64 reloaded from the start of the just-stored <2 x i64> is lane 0 (vmovq instead of a load folded into the or); the store stays
; expect-tgt: %e = extractelement <2 x i64> %v, i64 0 ; %r = or i64 %e, %x
; uops: 8 -> 7

define i64 @src(ptr %p, <2 x i64> %v, i64 %x) {
  store <2 x i64> %v, ptr %p
  %l = load i64, ptr %p
  %r = or i64 %l, %x
  ret i64 %r
}

define i64 @tgt(ptr %p, <2 x i64> %v, i64 %x) {
  store <2 x i64> %v, ptr %p
  %e = extractelement <2 x i64> %v, i64 0
  %r = or i64 %e, %x
  ret i64 %r
}
