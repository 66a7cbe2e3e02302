; r7496a894acb0: ((X & 1) == 0) ? 1 : Y -> trunc(X) ? Y : 1
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule generalized at i64: constants are arguments.
; @src1/@tgt1: one concrete instance at i8.

define i64 @src(i64 %a0, i64 %a1) {
  %v0 = and i64 %a0, 1
  %v1 = icmp eq i64 %v0, 0
  %v2 = select i1 %v1, i64 1, i64 %a1
  ret i64 %v2
}

define i64 @tgt(i64 %a0, i64 %a1) {
  %v0 = trunc i64 %a0 to i1
  %v1 = select i1 %v0, i64 %a1, i64 1
  ret i64 %v1
}

define i8 @src1(i8 %x, i8 %y) {
  %and = and i8 %x, 1
  %cmp = icmp eq i8 %and, 0
  %r = select i1 %cmp, i8 1, i8 %y
  ret i8 %r
}

define i8 @tgt1(i8 %x, i8 %y) {
  %trunc = trunc i8 %x to i1
  %r = select i1 %trunc, i8 %y, i8 1
  ret i8 %r
}


