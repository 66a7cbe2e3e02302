; expect: valid
; why: umul_ppmm's low word plus a carry-in, with u loaded from memory as in mpn_addmul_1's loop, is one 32-bit multiply-add (16-bit halves)

define i32 @src(ptr %up, i32 %v, i32 %cl) {
  %u = load i32, ptr %up, align 4
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
  %r = add i32 %w0, %cl
  ret i32 %r
}

define i32 @tgt(ptr %up, i32 %v, i32 %cl) {
  %u = load i32, ptr %up, align 4
  %m = mul i32 %u, %v
  %r = add i32 %m, %cl
  ret i32 %r
}
