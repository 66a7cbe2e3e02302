; synth: found
; fast: yes
; category: memory-address
; why: issue 14's example: a load through `gep i8 (gep i32 %p, %x), (mul %x, 12)` is a load of `%p + 16*%x`, one shift and a scaled gep (opt-22 -O3 keeps both geps and the mul)
; expect-tgt: %s0 = shl i64 %x, 2 ; %s1 = getelementptr i32, ptr %p, i64 %s0 ; %s2 = load i32, ptr %s1, align 4
; uops: 6 -> 5

define i32 @src(ptr %p, i64 %x) {
  %a = getelementptr i32, ptr %p, i64 %x
  %m = mul i64 %x, 12
  %b = getelementptr i8, ptr %a, i64 %m
  %r = load i32, ptr %b, align 4
  ret i32 %r
}

define i32 @tgt(ptr %p, i64 %x) {
  %s0 = shl i64 %x, 2
  %s1 = getelementptr i32, ptr %p, i64 %s0
  %s2 = load i32, ptr %s1, align 4
  ret i32 %s2
}
