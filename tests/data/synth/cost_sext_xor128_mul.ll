; synth: found
; fast: no
; category: cost criterion (as cheap by llvm-mca, fewer IR instructions)
; why: libYUV (cut 364438bf, 22 sites): sext(i8 x) ^ -128 is zext(x) - 128, so the shl/ashr pair goes; same uOps, 5 IR instructions instead of 7; opt-22 -O3 keeps shl/ashr/xor
; expect-tgt: (mul (val i32 %8), (add (val i32 %3), (const i32 -128), i32), i32)
; uops: 7 -> 7

define i32 @src(i16 %0, ptr %1) {
  %3 = zext nneg i16 %0 to i32
  %4 = shl nuw i32 %3, 24
  %5 = ashr exact i32 %4, 24
  %6 = xor i32 %5, -128
  %7 = load i8, ptr %1, align 2
  %8 = zext i8 %7 to i32
  %9 = mul nsw i32 %6, %8
  ret i32 %9
}

define i32 @tgt(i16 %0, ptr %1) {
  %v3 = zext nneg i16 %0 to i32
  %v7 = load i8, ptr %1, align 2
  %v8 = zext i8 %v7 to i32
  %s0 = add i32 %v3, -128
  %s1 = mul i32 %v8, %s0
  ret i32 %s1
}

