; expect: invalid
; why: the same high word without the carry into x3 (x1 += x2 may wrap): wrong whenever the middle sum overflows, e.g. u = v = 2^64-1

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

define i64 @tgt(i64 %u, i64 %v) {
  %zu = zext i64 %u to i128
  %zv = zext i64 %v to i128
  %m = mul nuw i128 %zu, %zv
  %h = lshr i128 %m, 64
  %r = trunc nuw i128 %h to i64
  ret i64 %r
}
