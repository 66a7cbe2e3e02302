; synth: none
; fast: yes
; category: wide
; why: umul_ppmm's high word without the carry into x3 is not the high half of the 128-bit product (wrong when the middle sum wraps, u = v = 2^64-1), so the tempting one-multiply target is refuted and nothing cheaper is correct

define i64 @src(i64 %u, i64 %v) {
  %and = and i64 %u, 4294967295
  %shr = lshr i64 %u, 32
  %and1 = and i64 %v, 4294967295
  %shr2 = lshr i64 %v, 32
  %mul = mul nuw i64 %and1, %and
  %mul3 = mul nuw i64 %shr2, %and
  %mul4 = mul nuw i64 %and1, %shr
  %mul5 = mul nuw i64 %shr2, %shr
  %shr6 = lshr i64 %mul, 32
  %add = add i64 %mul4, %mul3
  %add7 = add i64 %add, %shr6
  %shr8 = lshr i64 %add7, 32
  %add9 = add i64 %shr8, %mul5
  ret i64 %add9
}

