; r7111eba7284c: (Y ? ((X & 8388608) != 0) : false) ? 536870912 : 0 -> (Y ? (X & 8388608) : 0) <<[nuw,nsw] 6
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule generalized at i32: constants are arguments.
; @src1/@tgt1: one concrete instance at i32.

define i32 @src(i32 %a0, i1 %a1) {
  %v0 = and i32 %a0, 8388608
  %v1 = icmp ne i32 %v0, 0
  %v2 = select i1 %a1, i1 %v1, i1 false
  %v3 = select i1 %v2, i32 536870912, i32 0
  ret i32 %v3
}

define i32 @tgt(i32 %a0, i1 %a1) {
  %v0 = and i32 %a0, 8388608
  %v1 = select i1 %a1, i32 %v0, i32 0
  %v2 = shl nuw nsw i32 %v1, 6
  ret i32 %v2
}

define i32 @src1(i32 %x, i1 %y) {
  %and = and i32 %x, 8388608
  %cmp = icmp ne i32 %and, 0
  %sel = select i1 %y, i1 %cmp, i1 false
  %r = select i1 %sel, i32 536870912, i32 0
  ret i32 %r
}

define i32 @tgt1(i32 %x, i1 %y) {
  %and = and i32 %x, 8388608
  %sel = select i1 %y, i32 %and, i32 0
  %r = shl nuw nsw i32 %sel, 6
  ret i32 %r
}


