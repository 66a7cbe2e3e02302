; expect: invalid
; why: the same low word with x0 added whole instead of its low half: its high half is counted twice, wrong whenever ul·vl ≥ 2^32, e.g. u = v = 2^32 - 1

define i64 @src(ptr %up, i64 %v, i64 %cl) {
  %u = load i64, ptr %up, align 8
  %and = and i64 %u, 4294967295
  %shr = lshr i64 %u, 32
  %and1 = and i64 %v, 4294967295
  %shr2 = lshr i64 %v, 32
  %mul = mul nuw i64 %and1, %and
  %mul3 = mul nuw i64 %shr2, %and
  %mul4 = mul nuw i64 %and1, %shr
  %shr6 = lshr i64 %mul, 32
  %add = add i64 %mul4, %mul3
  %add7 = add i64 %add, %shr6
  %hi = shl i64 %add7, 32
  %lo = and i64 %mul, 4294967295
  %w0 = add i64 %hi, %mul
  %r = add i64 %w0, %cl
  ret i64 %r
}

define i64 @tgt(ptr %up, i64 %v, i64 %cl) {
  %u = load i64, ptr %up, align 8
  %m = mul i64 %u, %v
  %r = add i64 %m, %cl
  ret i64 %r
}
