; r03a8c677b14c: (X >>s (Y +[nuw] 1)) == 0 -> 1 u>= (X >>s Y)
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule generalized at i32: constants are arguments.
; @src1/@tgt1: one concrete instance at i8.

define i1 @src(i32 %a0, i32 %a1) {
  %v0 = add nuw i32 %a1, 1
  %v1 = ashr i32 %a0, %v0
  %v2 = icmp eq i32 %v1, 0
  ret i1 %v2
}

define i1 @tgt(i32 %a0, i32 %a1) {
  %v0 = ashr i32 %a0, %a1
  %v1 = icmp uge i32 1, %v0
  ret i1 %v1
}

define i1 @src1(i8 %x, i8 %y) {
  %add = add nuw i8 %y, 1
  %ashr = ashr i8 %x, %add
  %r = icmp eq i8 %ashr, 0
  ret i1 %r
}

define i1 @tgt1(i8 %x, i8 %y) {
  %ashr = ashr i8 %x, %y
  %r = icmp uge i8 1, %ashr
  ret i1 %r
}


