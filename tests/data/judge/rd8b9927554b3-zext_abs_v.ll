; from reports/gmp/rd8b9927554b3-zext_abs_v (reviewed 2026-11-27)
; why: zext(abs(x, true)) as abs(sext(x), false): InstCombine turns the target back into the source but for abs's poison argument (GMP)
; expect verdict: anti-canonical
; expect class: none
define i64 @src(ptr %x) {
  %v = getelementptr inbounds nuw i8, ptr %x, i64 4
  %v1 = load i32, ptr %v, align 4
  %abs = call i32 @llvm.abs.i32(i32 %v1, i1 true)
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
