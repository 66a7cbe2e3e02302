; rc33888e36d6c: (X s> C0) & (Y s> C0) -> smin(X, Y) s>= (C0 + 1)
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule generalized at i64: constants are arguments, the precondition an llvm.assume.
; @src1/@tgt1: one concrete instance at i8.

define i1 @src(i64 %a0, i64 %a1, i64 noundef %C0) {
  %p0_0 = icmp ult i64 %C0, 64
  call void @llvm.assume(i1 %p0_0)
  %v0 = icmp sgt i64 %a0, %C0
  %v1 = icmp sgt i64 %a1, %C0
  %v2 = and i1 %v0, %v1
  ret i1 %v2
}

define i1 @tgt(i64 %a0, i64 %a1, i64 noundef %C0) {
  %d0_0 = add i64 %C0, 1
  %v0 = call i64 @llvm.smin.i64(i64 %a0, i64 %a1)
  %v1 = icmp sge i64 %v0, %d0_0
  ret i1 %v1
}

define i1 @src1(i8 %x, i8 %y) {
  %cmp = icmp sgt i8 %x, 1
  %cmp1 = icmp sgt i8 %y, 1
  %r = and i1 %cmp, %cmp1
  ret i1 %r
}

define i1 @tgt1(i8 %x, i8 %y) {
  %smin = call i8 @llvm.smin.i8(i8 %x, i8 %y)
  %r = icmp sge i8 %smin, 2
  ret i1 %r
}

declare i64 @llvm.smin.i64(i64, i64)
declare i8 @llvm.smin.i8(i8, i8)
declare void @llvm.assume(i1)
