; rd84d4d60eadd: Y - ((Y u< X) ? 0 : X) -> umin(Y, Y - X)
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule generalized at i64: constants are arguments.
; @src1/@tgt1: one concrete instance at i13.

define i64 @src(i64 %a0, i64 %a1) {
  %v0 = icmp ult i64 %a1, %a0
  %v1 = select i1 %v0, i64 0, i64 %a0
  %v2 = sub i64 %a1, %v1
  ret i64 %v2
}

define i64 @tgt(i64 %a0, i64 %a1) {
  %v0 = sub i64 %a1, %a0
  %v1 = call i64 @llvm.umin.i64(i64 %a1, i64 %v0)
  ret i64 %v1
}

define i13 @src1(i13 %x, i13 %y) {
  %cmp = icmp ult i13 %y, %x
  %sel = select i1 %cmp, i13 0, i13 %x
  %r = sub i13 %y, %sel
  ret i13 %r
}

define i13 @tgt1(i13 %x, i13 %y) {
  %sub = sub i13 %y, %x
  %r = call i13 @llvm.umin.i13(i13 %y, i13 %sub)
  ret i13 %r
}

declare i13 @llvm.umin.i13(i13, i13)
declare i64 @llvm.umin.i64(i64, i64)
