; synth: found
; category: vector
; why: GMP mpn/generic/popham.c SWAR popcount one step further (byte counts summed into 16-bit fields, masked 0x00ff..): ctpop on <4 x i16>; opt-22 -O3 keeps thirteen instructions
; expect-tgt: %v = bitcast i64 %x to <4 x i16> ; %p = ctpop <4 x i16> %v ; %r = bitcast <4 x i16> %p to i64
; uops: 24 -> 6

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
  %d = and i64 %c, 1085102592571150095
  %s8 = lshr i64 %d, 8
  %e = add i64 %d, %s8
  %r = and i64 %e, 71777214294589695
  ret i64 %r
}

define i64 @tgt(i64 %x) {
  %v = bitcast i64 %x to <4 x i16>
  %p = call <4 x i16> @llvm.ctpop.v4i16(<4 x i16> %v)
  %r = bitcast <4 x i16> %p to i64
  ret i64 %r
}
