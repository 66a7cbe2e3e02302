; rb90ce4635954: (X & 1) == 0 -> (X & 1) != 1
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule generalized at i32: constants are arguments.
; @src1/@tgt1: one concrete instance at i8.

define i1 @src(i32 %a0) {
  %v0 = and i32 %a0, 1
  %v1 = icmp eq i32 %v0, 0
  ret i1 %v1
}

define i1 @tgt(i32 %a0) {
  %v0 = and i32 %a0, 1
  %v1 = icmp samesign ne i32 %v0, 1
  ret i1 %v1
}

define i1 @src1(i8 %x) {
  %and = and i8 %x, 1
  %r = icmp eq i8 %and, 0
  ret i1 %r
}

define i1 @tgt1(i8 %x) {
  %and = and i8 %x, 1
  %r = icmp samesign ne i8 %and, 1
  ret i1 %r
}


