; r78a48fd64bd8: zext(X != 0) -> umin(X, 1)
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule generalized at i64: constants are arguments.
; @src1/@tgt1: one concrete instance at i8.

define i64 @src(i64 %a0) {
  %v0 = icmp ne i64 %a0, 0
  %v1 = zext i1 %v0 to i64
  ret i64 %v1
}

define i64 @tgt(i64 %a0) {
  %v0 = call i64 @llvm.umin.i64(i64 %a0, i64 1)
  ret i64 %v0
}

define i8 @src1(i8 %x) {
  %cmp = icmp ne i8 %x, 0
  %r = zext i1 %cmp to i8
  ret i8 %r
}

define i8 @tgt1(i8 %x) {
  %r = call i8 @llvm.umin.i8(i8 %x, i8 1)
  ret i8 %r
}

declare i64 @llvm.umin.i64(i64, i64)
declare i8 @llvm.umin.i8(i8, i8)
