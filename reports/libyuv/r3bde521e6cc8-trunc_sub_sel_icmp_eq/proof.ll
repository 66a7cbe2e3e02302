; r3bde521e6cc8: trunc(zext(X) - (((zext(X) & 15) == 0) ? 16 : (zext(X) & 15))) -> (X + -1) & -16
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule.
; @src1/@tgt1: one concrete instance at i32.

define i32 @src(i32 %a0) {
  %v0 = zext i32 %a0 to i64
  %v1 = and i64 %v0, 15
  %v2 = icmp eq i64 %v1, 0
  %v3 = select i1 %v2, i64 16, i64 %v1
  %v4 = sub i64 %v0, %v3
  %v5 = trunc i64 %v4 to i32
  ret i32 %v5
}

define i32 @tgt(i32 %a0) {
  %v0 = add i32 %a0, -1
  %v1 = and i32 %v0, -16
  ret i32 %v1
}

define i32 @src1(i32 %x) {
  %zext = zext i32 %x to i64
  %and = and i64 %zext, 15
  %cmp = icmp eq i64 %and, 0
  %sel = select i1 %cmp, i64 16, i64 %and
  %sub = sub i64 %zext, %sel
  %r = trunc i64 %sub to i32
  ret i32 %r
}

define i32 @tgt1(i32 %x) {
  %add = add i32 %x, -1
  %r = and i32 %add, -16
  ret i32 %r
}


