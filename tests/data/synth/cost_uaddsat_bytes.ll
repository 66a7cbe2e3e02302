; synth: found
; fast: yes
; category: cost criterion (as cheap by llvm-mca, fewer IR instructions)
; why: libYUV (cut 80a86856, 15 sites): min(zext a + zext b, 255) of two loaded bytes is uadd.sat of the bytes; llvm-mca counts both 9 uOps on rocketlake, the target has 3 IR instructions instead of 7; opt-22 -O3 keeps the zext/add/umin/trunc
; expect-tgt: (uadd.sat (val i8 %3), (val i8 %5), i8)
; uops: 9 -> 9

define i8 @src(ptr %0, ptr %1) {
  %3 = load i8, ptr %0, align 1
  %4 = zext i8 %3 to i32
  %5 = load i8, ptr %1, align 1
  %6 = zext i8 %5 to i32
  %7 = add nuw nsw i32 %4, %6
  %8 = call i32 @llvm.umin.i32(i32 %7, i32 255)
  %9 = trunc nuw i32 %8 to i8
  ret i8 %9
}

define i8 @tgt(ptr %0, ptr %1) {
  %v3 = load i8, ptr %0, align 1
  %v5 = load i8, ptr %1, align 1
  %s0 = call i8 @llvm.uadd.sat.i8(i8 %v3, i8 %v5)
  ret i8 %s0
}

declare i8 @llvm.uadd.sat.i8(i8, i8)
declare i32 @llvm.umin.i32(i32, i32)
