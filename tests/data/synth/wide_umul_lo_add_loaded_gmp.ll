; synth: found
; fast: no
; category: wide
; why: GMP's addmul_1 low word (cut ea5fae05): the low 32 bits of the low partial product plus a limb loaded from rp, plus the middle products shifted up (longlong.h's umul_ppmm low half with the carry-in folded in), as clang-22 -O3 leaves it: one 64-bit multiply and an add (issue 51)
; expect-tgt: mul i64 ; add i64
; uops: 20 -> 8

define i64 @src(ptr %0, i64 %1, ptr %2) {
  %4 = load i64, ptr %0, align 8
  %5 = and i64 %4, 4294967295
  %6 = and i64 %1, 4294967295
  %7 = mul nuw i64 %5, %6
  %8 = and i64 %7, 4294967295
  %9 = load i64, ptr %2, align 8
  %10 = add i64 %8, %9
  %11 = lshr i64 %4, 32
  %12 = mul nuw i64 %11, %6
  %13 = lshr i64 %1, 32
  %14 = mul nuw i64 %5, %13
  %15 = add i64 %12, %14
  %16 = lshr i64 %7, 32
  %17 = add i64 %15, %16
  %18 = shl i64 %17, 32
  %19 = add i64 %10, %18
  ret i64 %19
}

define i64 @tgt(ptr %0, i64 %1, ptr %2) {
  %v4 = load i64, ptr %0, align 8
  %v9 = load i64, ptr %2, align 8
  %s0 = mul i64 %1, %v4
  %s1 = add i64 %v9, %s0
  ret i64 %s1
}
