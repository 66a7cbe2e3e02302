; synth: found
; fast: yes
; category: wide
; why: the signed high word from the unsigned one, hi_u - (u < 0 ? v : 0) - (v < 0 ? u : 0) (Hacker's Delight 8-3), as clang-22 -O3 leaves it: the high half of one signed 128-bit product
; expect-tgt: sext to i128 ; sext to i128 ; mul i128 ; ashr 64 ; trunc to i64
; uops: 30 -> 7

define i64 @src(i64 %u, i64 %v) {
entry:
  %and.i = and i64 %u, 4294967295
  %shr.i = lshr i64 %u, 32
  %and1.i = and i64 %v, 4294967295
  %shr2.i = lshr i64 %v, 32
  %mul.i = mul nuw i64 %and1.i, %and.i
  %mul3.i = mul nuw i64 %shr2.i, %and.i
  %mul4.i = mul nuw i64 %and1.i, %shr.i
  %mul5.i = mul nuw i64 %shr2.i, %shr.i
  %shr6.i = lshr i64 %mul.i, 32
  %add.i = add i64 %mul4.i, %mul3.i
  %add7.i = add i64 %add.i, %shr6.i
  %cmp.i = icmp ult i64 %add7.i, %mul4.i
  %add8.i = add nuw i64 %mul5.i, 4294967296
  %spec.select.i = select i1 %cmp.i, i64 %add8.i, i64 %mul5.i
  %shr9.i = lshr i64 %add7.i, 32
  %cmp = icmp slt i64 %u, 0
  %cond = select i1 %cmp, i64 %v, i64 0
  %cmp1 = icmp slt i64 %v, 0
  %cond5 = select i1 %cmp1, i64 %u, i64 0
  %0 = add i64 %cond5, %cond
  %add10.i = sub i64 %shr9.i, %0
  %sub6 = add i64 %add10.i, %spec.select.i
  ret i64 %sub6
}

define i64 @tgt(i64 %u, i64 %v) {
  %x = sext i64 %u to i128
  %y = sext i64 %v to i128
  %m = mul i128 %x, %y
  %h = ashr i128 %m, 64
  %r = trunc i128 %h to i64
  ret i64 %r
}
