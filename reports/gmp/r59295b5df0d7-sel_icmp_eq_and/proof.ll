; r59295b5df0d7: ((X & 1) == 0) ? 0 : C0 -> trunc(X) ? C0 : 0
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule generalized at i32: constants are arguments.
; @src1/@tgt1: one concrete instance at i8.

define i32 @src(i32 %a0, i32 noundef %C0) {
  %v0 = and i32 %a0, 1
  %v1 = icmp eq i32 %v0, 0
  %v2 = select i1 %v1, i32 0, i32 %C0
  ret i32 %v2
}

define i32 @tgt(i32 %a0, i32 noundef %C0) {
  %v0 = trunc i32 %a0 to i1
  %v1 = select i1 %v0, i32 %C0, i32 0
  ret i32 %v1
}

define i8 @src1(i8 %x) {
  %and = and i8 %x, 1
  %cmp = icmp eq i8 %and, 0
  %r = select i1 %cmp, i8 0, i8 -33
  ret i8 %r
}

define i8 @tgt1(i8 %x) {
  %trunc = trunc i8 %x to i1
  %r = select i1 %trunc, i8 -33, i8 0
  ret i8 %r
}


