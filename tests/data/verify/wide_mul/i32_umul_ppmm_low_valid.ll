; expect: valid
; why: umul_ppmm's low word at 32 bits (16-bit halves), (x1 << 16) + lowpart(x0) with the middle sum x1, is the 32-bit product

define i32 @src(i32 %u, i32 %v) {
  %and = and i32 %u, 65535
  %shr = lshr i32 %u, 16
  %and1 = and i32 %v, 65535
  %shr2 = lshr i32 %v, 16
  %mul = mul nuw i32 %and1, %and
  %mul3 = mul nuw i32 %shr2, %and
  %mul4 = mul nuw i32 %and1, %shr
  %shr6 = lshr i32 %mul, 16
  %add = add i32 %mul4, %mul3
  %add7 = add i32 %add, %shr6
  %hi = shl i32 %add7, 16
  %lo = and i32 %mul, 65535
  %w0 = add i32 %hi, %lo
  ret i32 %w0
}

define i32 @tgt(i32 %u, i32 %v) {
  %r = mul i32 %u, %v
  ret i32 %r
}
