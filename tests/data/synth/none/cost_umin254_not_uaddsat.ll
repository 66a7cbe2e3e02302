; synth: none
; category: cost criterion control
; why: the libYUV byte sum clamped at 254, not 255 (cost_uaddsat_bytes with the bound off by one): uadd.sat would be wrong on a + b = 255, and nothing else as cheap has fewer IR instructions

define i8 @src(ptr %0, ptr %1) {
  %3 = load i8, ptr %0, align 1
  %4 = zext i8 %3 to i32
  %5 = load i8, ptr %1, align 1
  %6 = zext i8 %5 to i32
  %7 = add nuw nsw i32 %4, %6
  %8 = call i32 @llvm.umin.i32(i32 %7, i32 254)
  %9 = trunc nuw i32 %8 to i8
  ret i8 %9
}
declare i32 @llvm.umin.i32(i32, i32)
