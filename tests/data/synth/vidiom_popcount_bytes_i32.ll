; synth: found
; category: vector
; why: GMP mpn/generic/popham.c SWAR popcount steps on a 32-bit limb (GMP_LIMB_BITS 32): byte-wise counts are ctpop on <4 x i8>; opt-22 -O3 keeps the SWAR code
; expect-tgt: %v = bitcast i32 %x to <4 x i8> ; %p = ctpop <4 x i8> %v ; %r = bitcast <4 x i8> %p to i32
; uops: 16 -> 6

define i32 @src(i32 %x) {
  %s1 = lshr i32 %x, 1
  %m1 = and i32 %s1, 1431655765
  %a = sub i32 %x, %m1
  %lo = and i32 %a, 858993459
  %s2 = lshr i32 %a, 2
  %hi = and i32 %s2, 858993459
  %b = add i32 %lo, %hi
  %s4 = lshr i32 %b, 4
  %c = add i32 %b, %s4
  %r = and i32 %c, 252645135
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %v = bitcast i32 %x to <4 x i8>
  %p = call <4 x i8> @llvm.ctpop.v4i8(<4 x i8> %v)
  %r = bitcast <4 x i8> %p to i32
  ret i32 %r
}
