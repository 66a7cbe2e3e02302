; rd72b046b3d71: zext(Y ? ((X & C0) != 0) : false) -> ctpop(Y ? (X & C0) : 0)
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule generalized at i32: constants are arguments, the precondition an llvm.assume.
; @src1/@tgt1: one concrete instance at i8.

define i32 @src(i32 %a0, i1 %a1, i32 noundef %C0) {
  %p0_0 = call i32 @llvm.ctpop.i32(i32 %C0)
  %p0_1 = icmp eq i32 %p0_0, 1
  call void @llvm.assume(i1 %p0_1)
  %v0 = and i32 %a0, %C0
  %v1 = icmp ne i32 %v0, 0
  %v2 = select i1 %a1, i1 %v1, i1 false
  %v3 = zext i1 %v2 to i32
  ret i32 %v3
}

define i32 @tgt(i32 %a0, i1 %a1, i32 noundef %C0) {
  %v0 = and i32 %a0, %C0
  %v1 = select i1 %a1, i32 %v0, i32 0
  %v2 = call i32 @llvm.ctpop.i32(i32 %v1)
  ret i32 %v2
}

define i8 @src1(i8 %x, i1 %y) {
  %and = and i8 %x, 1
  %cmp = icmp ne i8 %and, 0
  %sel = select i1 %y, i1 %cmp, i1 false
  %r = zext i1 %sel to i8
  ret i8 %r
}

define i8 @tgt1(i8 %x, i1 %y) {
  %and = and i8 %x, 1
  %sel = select i1 %y, i8 %and, i8 0
  %r = call i8 @llvm.ctpop.i8(i8 %sel)
  ret i8 %r
}

declare i32 @llvm.ctpop.i32(i32)
declare i8 @llvm.ctpop.i8(i8)
declare void @llvm.assume(i1)
