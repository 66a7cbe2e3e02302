; r08abc386de8a: ((X & 1) == 0) ? 0 : Y -> freeze(Y) *[nuw,nsw] freeze(X & 1)
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule generalized at i32: constants are arguments.
; @src1/@tgt1: one concrete instance at i8.

define i32 @src(i32 %a0, i32 %a1) {
  %v0 = and i32 %a0, 1
  %v1 = icmp eq i32 %v0, 0
  %v2 = select i1 %v1, i32 0, i32 %a1
  ret i32 %v2
}

define i32 @tgt(i32 %a0, i32 %a1) {
  %v0 = and i32 %a0, 1
  %v1 = freeze i32 %a1
  %v2 = freeze i32 %v0
  %v3 = mul nuw nsw i32 %v1, %v2
  ret i32 %v3
}

define i8 @src1(i8 %x, i8 %y) {
  %and = and i8 %x, 1
  %cmp = icmp eq i8 %and, 0
  %r = select i1 %cmp, i8 0, i8 %y
  ret i8 %r
}

define i8 @tgt1(i8 %x, i8 %y) {
  %and = and i8 %x, 1
  %fr = freeze i8 %y
  %fr1 = freeze i8 %and
  %r = mul nuw nsw i8 %fr, %fr1
  ret i8 %r
}


