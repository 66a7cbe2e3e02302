; synth: found
; fast: yes
; category: wide
; why: umul_ppmm at 32 bits (16-bit halves), as clang-22 -O3 leaves it: the high half of one 64-bit product
; expect-tgt: zext to i64 ; zext to i64 ; mul i64 ; lshr 32 ; trunc to i32
; uops: 20 -> 7

define i32 @src(i32 %u, i32 %v) {
entry:
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
  %cmp = icmp ult i32 %add7, %mul4
  %add8 = add nuw i32 %mul5, 65536
  %spec.select = select i1 %cmp, i32 %add8, i32 %mul5
  %shr9 = lshr i32 %add7, 16
  %add10 = add i32 %spec.select, %shr9
  ret i32 %add10
}

define i32 @tgt(i32 %u, i32 %v) {
  %x = zext i32 %u to i64
  %y = zext i32 %v to i64
  %m = mul i64 %x, %y
  %h = lshr i64 %m, 32
  %r = trunc i64 %h to i32
  ret i32 %r
}
