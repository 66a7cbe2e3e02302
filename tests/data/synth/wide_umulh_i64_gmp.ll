; synth: found
; fast: yes
; category: wide
; why: GMP's portable umul_ppmm high word (longlong.h: 32-bit halves, four products, the carry as SimplifyCFG's select), as clang-22 -O3 leaves it: the high half of one 128-bit product (issue 51)
; expect-tgt: zext to i128 ; zext to i128 ; mul i128 ; lshr 64 ; trunc to i64
; uops: 21 -> 7

define i64 @src(i64 %u, i64 %v) {
entry:
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
  %spec.select = select i1 %cmp, i64 %add8, i64 %mul5
  %shr9 = lshr i64 %add7, 32
  %add10 = add i64 %spec.select, %shr9
  ret i64 %add10
}

define i64 @tgt(i64 %u, i64 %v) {
  %x = zext i64 %u to i128
  %y = zext i64 %v to i128
  %m = mul i128 %x, %y
  %h = lshr i128 %m, 64
  %r = trunc i128 %h to i64
  ret i64 %r
}
