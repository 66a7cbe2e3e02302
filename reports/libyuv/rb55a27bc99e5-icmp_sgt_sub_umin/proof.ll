; rb55a27bc99e5: (X -[nsw] umin(X, 2048)) s> 0 -> X s> 2048
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule generalized at i32: constants are arguments.
; @src1/@tgt1: one concrete instance at i13.

define i1 @src(i32 %a0) {
  %v0 = call i32 @llvm.umin.i32(i32 %a0, i32 2048)
  %v1 = sub nsw i32 %a0, %v0
  %v2 = icmp sgt i32 %v1, 0
  ret i1 %v2
}

define i1 @tgt(i32 %a0) {
  %v0 = icmp sgt i32 %a0, 2048
  ret i1 %v0
}

define i1 @src1(i13 %x) {
  %umin = call i13 @llvm.umin.i13(i13 %x, i13 2048)
  %sub = sub nsw i13 %x, %umin
  %r = icmp sgt i13 %sub, 0
  ret i1 %r
}

define i1 @tgt1(i13 %x) {
  %r = icmp sgt i13 %x, 2048
  ret i1 %r
}

declare i13 @llvm.umin.i13(i13, i13)
declare i32 @llvm.umin.i32(i32, i32)
