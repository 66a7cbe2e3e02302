; synth: none
; category: vector
; why: GMP's SWAR popcount (vidiom_popcount_bytes_i64) stopped before its final and 0x0f0f..: each byte holds its count in the low nibble but the high nibble keeps the previous stage's sum, so ctpop on <8 x i8> (the tempting rewrite) is wrong
; uops: 17

define i64 @src(i64 %x) {
  %s1 = lshr i64 %x, 1
  %m1 = and i64 %s1, 6148914691236517205
  %a = sub i64 %x, %m1
  %lo = and i64 %a, 3689348814741910323
  %s2 = lshr i64 %a, 2
  %hi = and i64 %s2, 3689348814741910323
  %b = add i64 %lo, %hi
  %s4 = lshr i64 %b, 4
  %r = add i64 %b, %s4
  ret i64 %r
}
