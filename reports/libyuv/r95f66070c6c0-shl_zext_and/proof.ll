; r95f66070c6c0: zext(X & C0) << C1 -> sext(X) << C1
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule generalized at i32: constants are arguments, the precondition an llvm.assume.
; @src1/@tgt1: one concrete instance.

define i32 @src(i16 %a0, i16 noundef %C0n, i32 noundef %C1) {
  %C0 = zext i16 %C0n to i32
  %p0_1 = lshr i32 -1, %C1
  %p0_2 = icmp eq i32 %C0, %p0_1
  call void @llvm.assume(i1 %p0_2)
  %v0 = and i16 %a0, %C0n
  %v1 = zext i16 %v0 to i32
  %v2 = shl i32 %v1, %C1
  ret i32 %v2
}

define i32 @tgt(i16 %a0, i16 noundef %C0n, i32 noundef %C1) {
  %C0 = zext i16 %C0n to i32
  %v0 = sext i16 %a0 to i32
  %v1 = shl i32 %v0, %C1
  ret i32 %v1
}



declare void @llvm.assume(i1)
