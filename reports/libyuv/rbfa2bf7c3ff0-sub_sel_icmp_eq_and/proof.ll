; rbfa2bf7c3ff0: zext(X) - (((zext(X) & C0) == 0) ? C1 : (zext(X) & C0)) -> (~C0) & (zext(X) +[nsw] -1)
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule: constants are arguments, the precondition an llvm.assume.
; (The cut it came from had a path guard; the rule is proved without it.)
; @src1/@tgt1: one concrete instance at i64.

define i64 @src(i32 %a0, i64 noundef %C0, i64 noundef %C1) {
  %p0_0 = add i64 %C0, 1
  %p0_1 = icmp eq i64 %C1, %p0_0
  call void @llvm.assume(i1 %p0_1)
  %p1_3 = and i64 %C0, %C1
  %p1_4 = icmp eq i64 %p1_3, 0
  call void @llvm.assume(i1 %p1_4)
  %v0 = zext nneg i32 %a0 to i64
  %v1 = and i64 %v0, %C0
  %v2 = icmp eq i64 %v1, 0
  %v3 = select i1 %v2, i64 %C1, i64 %v1
  %v4 = sub i64 %v0, %v3
  ret i64 %v4
}

define i64 @tgt(i32 %a0, i64 noundef %C0, i64 noundef %C1) {
  %d2_0 = xor i64 %C0, -1
  %v0 = zext nneg i32 %a0 to i64
  %v2 = add nsw i64 %v0, -1
  %v3 = and i64 %d2_0, %v2
  ret i64 %v3
}

define i64 @src1(i32 %x) {
  %zext = zext nneg i32 %x to i64
  %and = and i64 %zext, 3
  %cmp = icmp eq i64 %and, 0
  %sel = select i1 %cmp, i64 4, i64 %and
  %r = sub i64 %zext, %sel
  ret i64 %r
}

define i64 @tgt1(i32 %x) {
  %zext = zext nneg i32 %x to i64
  %add = add nsw i64 %zext, -1
  %r = and i64 %add, -4
  ret i64 %r
}

declare void @llvm.assume(i1)
