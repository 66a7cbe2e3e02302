; synth: found
; fast: yes
; category: memory-address
; why: GMP mpn/toom_interpolate_12pts.bc and toom_interpolate_16pts.bc (cut 95addd74, 5 sites): `gep i64 (gep i64 %p, 3*n), 3*n` is `gep i64 %p, 6*n` (opt-22 -O3 keeps both geps)
; expect-tgt: %s0 = mul i64 %0, 6 ; %s1 = getelementptr i64, ptr %1, i64 %s0 ; %s2 = load i64, ptr %s1, align 8
; uops: 7 -> 6

define i64 @src(i64 %0, ptr %1) {
  %3 = mul nsw i64 %0, 3
  %4 = getelementptr inbounds i64, ptr %1, i64 %3
  %5 = getelementptr inbounds i64, ptr %4, i64 %3
  %6 = load i64, ptr %5, align 8
  ret i64 %6
}

define i64 @tgt(i64 %0, ptr %1) {
  %s0 = mul i64 %0, 6
  %s1 = getelementptr i64, ptr %1, i64 %s0
  %s2 = load i64, ptr %s1, align 8
  ret i64 %s2
}
