; expect: valid
; why: the signed high word from the unsigned one, hi_s = hi_u - (u < 0 ? v : 0) - (v < 0 ? u : 0) (Hacker's Delight 8-3), as clang-22 -O3 leaves it: the high half of the signed 128-bit product

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
  %cmp = icmp ult i64 %add7, %mul4
  %add8 = add nuw i64 %mul5, 4294967296
  %sel = select i1 %cmp, i64 %add8, i64 %mul5
  %shr9 = lshr i64 %add7, 32
  %cu = icmp slt i64 %u, 0
  %cond = select i1 %cu, i64 %v, i64 0
  %cv = icmp slt i64 %v, 0
  %cond5 = select i1 %cv, i64 %u, i64 0
  %corr = add i64 %cond5, %cond
  %a = sub i64 %shr9, %corr
  %r = add i64 %a, %sel
  ret i64 %r
}

define i64 @tgt(i64 %u, i64 %v) {
  %su = sext i64 %u to i128
  %sv = sext i64 %v to i128
  %m = mul nsw i128 %su, %sv
  %h = lshr i128 %m, 64
  %r = trunc i128 %h to i64
  ret i64 %r
}
