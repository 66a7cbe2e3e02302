; r107641256c76: zext(abs(load(…), false)) -> abs(sext(load(…)), false)
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule.
; @src1/@tgt1: one concrete instance at i64.

define i64 @src(ptr %a0) {
  %v0 = getelementptr inbounds nuw i8, ptr %a0, i64 4
  %v1 = load i32, ptr %v0, align 4
  %v2 = call i32 @llvm.abs.i32(i32 %v1, i1 false)
  %v3 = zext i32 %v2 to i64
  ret i64 %v3
}

define i64 @tgt(ptr %a0) {
  %v0 = getelementptr inbounds nuw i8, ptr %a0, i64 4
  %v1 = load i32, ptr %v0, align 4
  %v2 = sext i32 %v1 to i64
  %v3 = call i64 @llvm.abs.i64(i64 %v2, i1 false)
  ret i64 %v3
}

define i64 @src1(ptr %x) {
  %v = getelementptr inbounds nuw i8, ptr %x, i64 4
  %v1 = load i32, ptr %v, align 4
  %abs = call i32 @llvm.abs.i32(i32 %v1, i1 false)
  %r = zext i32 %abs to i64
  ret i64 %r
}

define i64 @tgt1(ptr %x) {
  %v = getelementptr inbounds nuw i8, ptr %x, i64 4
  %v1 = load i32, ptr %v, align 4
  %sext = sext i32 %v1 to i64
  %r = call i64 @llvm.abs.i64(i64 %sext, i1 false)
  ret i64 %r
}

declare i32 @llvm.abs.i32(i32, i1)
declare i64 @llvm.abs.i64(i64, i1)
