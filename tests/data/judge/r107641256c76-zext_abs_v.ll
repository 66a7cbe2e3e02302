; from reports/gmp/r107641256c76-zext_abs_v (reviewed 2026-11-27)
; why: zext(abs(x)) as abs(sext(x)): InstCombine folds abs(sext X) back to zext(abs X); after -O3 the asm is identical (GMP)
; expect verdict: anti-canonical
; expect class: none
define i64 @src(ptr %x) {
  %v = getelementptr inbounds nuw i8, ptr %x, i64 4
  %v1 = load i32, ptr %v, align 4
  %abs = call i32 @llvm.abs.i32(i32 %v1, i1 false)
  %r = zext i32 %abs to i64
  ret i64 %r
}

define i64 @tgt(ptr %x) {
  %v = getelementptr inbounds nuw i8, ptr %x, i64 4
  %v1 = load i32, ptr %v, align 4
  %sext = sext i32 %v1 to i64
  %r = call i64 @llvm.abs.i64(i64 %sext, i1 false)
  ret i64 %r
}

declare i32 @llvm.abs.i32(i32, i1)
declare i64 @llvm.abs.i64(i64, i1)
