; expect: valid
; why: umul_ppmm's low word, (x1 << 32) + lowpart(x0) with the middle sum x1, is the 64-bit product

define i64 @src(i64 %u, i64 %v) {
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
  %w0 = add i64 %hi, %lo
  ret i64 %w0
}

define i64 @tgt(i64 %u, i64 %v) {
  %r = mul i64 %u, %v
  ret i64 %r
}
