; re9fb1f8ce58b: (zext(X >>u C0) << C1) >>s C1 -> sext(X) >>s C0
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule generalized at i32: constants are arguments, the precondition an llvm.assume.
; @src1/@tgt1: one concrete instance at i16.

define i32 @src(i16 %a0, i16 noundef %C0n, i32 noundef %C1) {
  %C0 = zext i16 %C0n to i32
  %p0_1 = sub i32 32, 16
  %p0_2 = add i32 %p0_1, %C0
  %p0_3 = icmp eq i32 %C1, %p0_2
  call void @llvm.assume(i1 %p0_3)
  %v0 = lshr i16 %a0, %C0n
  %v1 = zext i16 %v0 to i32
  %v2 = shl i32 %v1, %C1
  %v3 = ashr i32 %v2, %C1
  ret i32 %v3
}

define i32 @tgt(i16 %a0, i16 noundef %C0n, i32 noundef %C1) {
  %C0 = zext i16 %C0n to i32
  %v0 = sext i16 %a0 to i32
  %v1 = ashr i32 %v0, %C0
  ret i32 %v1
}

define i16 @src1(i8 %x) {
  %lshr = lshr i8 %x, 2
  %zext = zext i8 %lshr to i16
  %shl = shl i16 %zext, 10
  %r = ashr i16 %shl, 10
  ret i16 %r
}

define i16 @tgt1(i8 %x) {
  %sext = sext i8 %x to i16
  %r = ashr i16 %sext, 2
  ret i16 %r
}

declare void @llvm.assume(i1)
