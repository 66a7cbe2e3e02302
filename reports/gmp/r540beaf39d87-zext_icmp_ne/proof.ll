; r540beaf39d87: zext(X != 0) -> trunc(umin(X, 1))
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule.
; @src1/@tgt1: one concrete instance at i32.

define i32 @src(i64 %a0) {
  %v0 = icmp ne i64 %a0, 0
  %v1 = zext i1 %v0 to i32
  ret i32 %v1
}

define i32 @tgt(i64 %a0) {
  %v0 = call i64 @llvm.umin.i64(i64 %a0, i64 1)
  %v1 = trunc nuw nsw i64 %v0 to i32
  ret i32 %v1
}

define i32 @src1(i64 %x) {
  %cmp = icmp ne i64 %x, 0
  %r = zext i1 %cmp to i32
  ret i32 %r
}

define i32 @tgt1(i64 %x) {
  %umin = call i64 @llvm.umin.i64(i64 %x, i64 1)
  %r = trunc nuw nsw i64 %umin to i32
  ret i32 %r
}

declare i64 @llvm.umin.i64(i64, i64)
