; synth: found
; fast: yes
; category: cost criterion (as cheap by llvm-mca, fewer IR instructions)
; why: libYUV (cut d6d73b65, 8 sites): the high byte of an i16, sign-extended through shl 24/ashr 24, is ashr(sext x, 8); same uOps, 3 IR instructions instead of 5
; expect-tgt: (ashr (sext (val i16 %2), i32), (const i32 8), i32)
; uops: 4 -> 4

define i32 @src(ptr %0) {
  %2 = load i16, ptr %0, align 2
  %3 = lshr i16 %2, 8
  %4 = zext nneg i16 %3 to i32
  %5 = shl nuw i32 %4, 24
  %6 = ashr exact i32 %5, 24
  ret i32 %6
}

define i32 @tgt(ptr %0) {
  %v2 = load i16, ptr %0, align 2
  %s0 = sext i16 %v2 to i32
  %s1 = ashr i32 %s0, 8
  ret i32 %s1
}

