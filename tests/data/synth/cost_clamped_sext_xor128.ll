; synth: found
; fast: yes
; category: cost criterion (as cheap by llvm-mca, fewer IR instructions)
; why: libYUV (cut 4f523fa8, 16 sites): sext(i8 umin(x,255)) ^ -128 as zext - 128; same uOps, 3 IR instructions instead of 5
; expect-tgt: (add (val i32 %3), (const i32 -128), i32)
; uops: 9 -> 9

define i32 @src(i16 %0) {
  %2 = call i16 @llvm.umin.i16(i16 %0, i16 255)
  %3 = zext nneg i16 %2 to i32
  %4 = shl nuw i32 %3, 24
  %5 = ashr exact i32 %4, 24
  %6 = xor i32 %5, -128
  ret i32 %6
}

define i32 @tgt(i16 %0) {
  %v2 = call i16 @llvm.umin.i16(i16 %0, i16 255)
  %v3 = zext nneg i16 %v2 to i32
  %s0 = add i32 %v3, -128
  ret i32 %s0
}

declare i16 @llvm.umin.i16(i16, i16)
