; expect: invalid
; why: the 32-bit high word (16-bit halves) without the carry into x3: wrong whenever the middle sum wraps, e.g. u = v = 2^32-1

define i32 @src(i32 %u, i32 %v) {
  %and = and i32 %u, 65535
  %shr = lshr i32 %u, 16
  %and1 = and i32 %v, 65535
  %shr2 = lshr i32 %v, 16
  %mul = mul nuw i32 %and1, %and
  %mul3 = mul nuw i32 %shr2, %and
  %mul4 = mul nuw i32 %and1, %shr
  %mul5 = mul nuw i32 %shr2, %shr
  %shr6 = lshr i32 %mul, 16
  %add = add i32 %mul4, %mul3
  %add7 = add i32 %add, %shr6
  %shr8 = lshr i32 %add7, 16
  %add9 = add i32 %shr8, %mul5
  ret i32 %add9
}

define i32 @tgt(i32 %u, i32 %v) {
  %zu = zext i32 %u to i64
  %zv = zext i32 %v to i64
  %m = mul nuw i64 %zu, %zv
  %h = lshr i64 %m, 32
  %r = trunc nuw i64 %h to i32
  ret i32 %r
}
