; rc33888e36d6c: (X s> 0) & (Y s> 0) -> smin(X, Y) s>= 1
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule generalized at i32: constants are arguments.
; @src1/@tgt1: one concrete instance at i8.

define i1 @src(i32 %a0, i32 %a1) {
  %v0 = icmp sgt i32 %a0, 0
  %v1 = icmp sgt i32 %a1, 0
  %v2 = and i1 %v0, %v1
  ret i1 %v2
}

define i1 @tgt(i32 %a0, i32 %a1) {
  %v0 = call i32 @llvm.smin.i32(i32 %a0, i32 %a1)
  %v1 = icmp sge i32 %v0, 1
  ret i1 %v1
}

define i1 @src1(i8 %x, i8 %y) {
  %cmp = icmp sgt i8 %x, 0
  %cmp1 = icmp sgt i8 %y, 0
  %r = and i1 %cmp, %cmp1
  ret i1 %r
}

define i1 @tgt1(i8 %x, i8 %y) {
  %smin = call i8 @llvm.smin.i8(i8 %x, i8 %y)
  %r = icmp sge i8 %smin, 1
  ret i1 %r
}

declare i32 @llvm.smin.i32(i32, i32)
declare i8 @llvm.smin.i8(i8, i8)
