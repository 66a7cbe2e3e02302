; synth: found
; category: vector
; why: GMP mpn/generic/popham.c (popc_limb): the SWAR byte-wise popcount of a 64-bit limb (the paper's popcount example) is ctpop on <8 x i8>; opt-22 -O3 keeps the ten SWAR instructions
; expect-tgt: %v = bitcast i64 %x to <8 x i8> ; %p = ctpop <8 x i8> %v ; %r = bitcast <8 x i8> %p to i64
; uops: 19 -> 6

define i64 @src(i64 %x) {
  %s1 = lshr i64 %x, 1
  %m1 = and i64 %s1, 6148914691236517205
  %a = sub i64 %x, %m1
  %lo = and i64 %a, 3689348814741910323
  %s2 = lshr i64 %a, 2
  %hi = and i64 %s2, 3689348814741910323
  %b = add i64 %lo, %hi
  %s4 = lshr i64 %b, 4
  %c = add i64 %b, %s4
  %r = and i64 %c, 1085102592571150095
  ret i64 %r
}

define i64 @tgt(i64 %x) {
  %v = bitcast i64 %x to <8 x i8>
  %p = call <8 x i8> @llvm.ctpop.v8i8(<8 x i8> %v)
  %r = bitcast <8 x i8> %p to i64
  ret i64 %r
}
