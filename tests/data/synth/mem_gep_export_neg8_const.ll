; synth: found
; fast: yes
; category: memory-address
; why: GMP mpz/export.bc and mpz/import.bc (cut 1af0712e, 4 sites): `gep i8 (gep i8 %p, -8*n), -128` is `gep i64 %p, -16 - n`: as cheap by llvm-mca, one IR instruction fewer (opt-22 -O3 keeps both geps)
; expect-tgt: %s0 = sub i64 -16, %0 ; %s1 = getelementptr i64, ptr %1, i64 %s0 ; %s2 = load <4 x i64>, ptr %s1, align 8
; uops: 6 -> 6

define <4 x i64> @src(i64 %0, ptr %1) {
  %3 = mul i64 %0, -8
  %4 = getelementptr i8, ptr %1, i64 %3
  %5 = getelementptr inbounds i8, ptr %4, i64 -128
  %6 = load <4 x i64>, ptr %5, align 8
  ret <4 x i64> %6
}

define <4 x i64> @tgt(i64 %0, ptr %1) {
  %s0 = sub i64 -16, %0
  %s1 = getelementptr i64, ptr %1, i64 %s0
  %s2 = load <4 x i64>, ptr %s1, align 8
  ret <4 x i64> %s2
}
