; ra020b3011915: ((X & 1) == 0) ? 0 : C0 -> trunc(X) ? C0 : 0
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule generalized at i64: constants are arguments.
; @src1/@tgt1: one concrete instance at i16.

define i64 @src(i32 %a0, i64 noundef %C0) {
  %v0 = and i32 %a0, 1
  %v1 = icmp eq i32 %v0, 0
  %v2 = select i1 %v1, i64 0, i64 %C0
  ret i64 %v2
}

define i64 @tgt(i32 %a0, i64 noundef %C0) {
  %v0 = trunc i32 %a0 to i1
  %v1 = select i1 %v0, i64 %C0, i64 0
  ret i64 %v1
}

define i16 @src1(i8 %x) {
  %and = and i8 %x, 1
  %cmp = icmp eq i8 %and, 0
  %r = select i1 %cmp, i16 0, i16 2032
  ret i16 %r
}

define i16 @tgt1(i8 %x) {
  %trunc = trunc i8 %x to i1
  %r = select i1 %trunc, i16 2032, i16 0
  ret i16 %r
}


