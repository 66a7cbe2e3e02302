; r3bde521e6cc8: X - (((X & C0) == 0) ? C1 : (X & C0)) -> (X + -1) & (~C0)
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule generalized at i32: constants are arguments, the precondition an llvm.assume.
; @src1/@tgt1: one concrete instance at i8.

define i32 @src(i32 %a0, i32 noundef %C0, i32 noundef %C1) {
  %p0_0 = add i32 %C0, 1
  %p0_1 = icmp eq i32 %C1, %p0_0
  call void @llvm.assume(i1 %p0_1)
  %p1_3 = icmp ne i32 %C0, 0
  %p1_4 = add i32 %C0, 1
  %p1_5 = and i32 %C0, %p1_4
  %p1_6 = icmp eq i32 %p1_5, 0
  %p1_7 = and i1 %p1_3, %p1_6
  call void @llvm.assume(i1 %p1_7)
  %v0 = and i32 %a0, %C0
  %v1 = icmp eq i32 %v0, 0
  %v2 = select i1 %v1, i32 %C1, i32 %v0
  %v3 = sub i32 %a0, %v2
  ret i32 %v3
}

define i32 @tgt(i32 %a0, i32 noundef %C0, i32 noundef %C1) {
  %d1_0 = xor i32 %C0, -1
  %v0 = add i32 %a0, -1
  %v1 = and i32 %v0, %d1_0
  ret i32 %v1
}

define i8 @src1(i8 %x) {
  %and = and i8 %x, 15
  %cmp = icmp eq i8 %and, 0
  %sel = select i1 %cmp, i8 16, i8 %and
  %r = sub i8 %x, %sel
  ret i8 %r
}

define i8 @tgt1(i8 %x) {
  %add = add i8 %x, -1
  %r = and i8 %add, -16
  ret i8 %r
}

declare void @llvm.assume(i1)
