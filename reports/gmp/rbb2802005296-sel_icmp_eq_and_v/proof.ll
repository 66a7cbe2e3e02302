; rbb2802005296: ((load(…) & 1) == 0) ? 0 : C0 -> trunc(load(…)) ? C0 : 0
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule generalized at i32: constants are arguments.
; @src1/@tgt1: one concrete instance at i8.

define i32 @src(ptr %a0, i32 noundef %C0) {
  %v0 = load i32, ptr %a0, align 4
  %v1 = and i32 %v0, 1
  %v2 = icmp eq i32 %v1, 0
  %v3 = select i1 %v2, i32 0, i32 %C0
  ret i32 %v3
}

define i32 @tgt(ptr %a0, i32 noundef %C0) {
  %v0 = load i32, ptr %a0, align 4
  %v1 = trunc i32 %v0 to i1
  %v2 = select i1 %v1, i32 %C0, i32 0
  ret i32 %v2
}

define i8 @src1(ptr %x) {
  %v = load i8, ptr %x, align 4
  %and = and i8 %v, 1
  %cmp = icmp eq i8 %and, 0
  %r = select i1 %cmp, i8 0, i8 -33
  ret i8 %r
}

define i8 @tgt1(ptr %x) {
  %v = load i8, ptr %x, align 4
  %trunc = trunc i8 %v to i1
  %r = select i1 %trunc, i8 -33, i8 0
  ret i8 %r
}


