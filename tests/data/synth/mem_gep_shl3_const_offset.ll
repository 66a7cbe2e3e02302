; synth: found
; fast: yes
; category: memory-address
; why: GMP mpn/brootinv.bc, com.bc, invert.bc (cut 0269a9dc, 10 sites): `gep i8 (gep i8 %p, n << 3), 32` is `gep i64 %p, n + 4`: as cheap by llvm-mca, one IR instruction fewer (opt-22 -O3 keeps the shl and both geps)
; expect-tgt: %s0 = add i64 %0, 4 ; %s1 = getelementptr i64, ptr %1, i64 %s0 ; %s2 = load <4 x i64>, ptr %s1, align 8
; uops: 4 -> 4

define <4 x i64> @src(i64 %0, ptr %1) {
  %3 = shl i64 %0, 3
  %4 = getelementptr i8, ptr %1, i64 %3
  %5 = getelementptr i8, ptr %4, i64 32
  %6 = load <4 x i64>, ptr %5, align 8
  ret <4 x i64> %6
}

define <4 x i64> @tgt(i64 %0, ptr %1) {
  %s0 = add i64 %0, 4
  %s1 = getelementptr i64, ptr %1, i64 %s0
  %s2 = load <4 x i64>, ptr %s1, align 8
  ret <4 x i64> %s2
}
