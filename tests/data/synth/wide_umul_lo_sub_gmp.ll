; synth: found
; fast: no
; category: wide
; why: GMP's submul_1 low word (cut 277f7f62): the limb subtracted is the 64-bit product assembled from four 32-bit products (longlong.h's umul_ppmm low half), a value of the cut itself; the search keeps `mul` beside that value, since reading the value keeps its products alive (issue 51)
; expect-tgt: mul i64 ; sub i64
; uops: 20 -> 7

define i64 @src(ptr %0, ptr %1, i64 %2) {
  %4 = load i64, ptr %0, align 8
  %5 = load i64, ptr %1, align 8
  %6 = lshr i64 %5, 32
  %7 = and i64 %2, 4294967295
  %8 = mul nuw i64 %6, %7
  %9 = and i64 %5, 4294967295
  %10 = lshr i64 %2, 32
  %11 = mul nuw i64 %9, %10
  %12 = add i64 %8, %11
  %13 = mul nuw i64 %9, %7
  %14 = lshr i64 %13, 32
  %15 = add i64 %12, %14
  %16 = shl i64 %15, 32
  %17 = and i64 %13, 4294967295
  %18 = or disjoint i64 %16, %17
  %19 = sub i64 %4, %18
  ret i64 %19
}

define i64 @tgt(ptr %0, ptr %1, i64 %2) {
  %v4 = load i64, ptr %0, align 8
  %v5 = load i64, ptr %1, align 8
  %s0 = mul i64 %2, %v5
  %s1 = sub i64 %v4, %s0
  ret i64 %s1
}
