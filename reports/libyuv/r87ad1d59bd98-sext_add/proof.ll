; r87ad1d59bd98: sext(X +[nsw] -1) -> -1 +[nsw] sext(X)
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule.
; @src1/@tgt1: one concrete instance at i64.

define i64 @src(i32 %a0) {
  %v0 = add nsw i32 %a0, -1
  %v1 = sext i32 %v0 to i64
  ret i64 %v1
}

define i64 @tgt(i32 %a0) {
  %v0 = sext i32 %a0 to i64
  %v1 = add nsw i64 -1, %v0
  ret i64 %v1
}

define i64 @src1(i32 %x) {
  %add = add nsw i32 %x, -1
  %r = sext i32 %add to i64
  ret i64 %r
}

define i64 @tgt1(i32 %x) {
  %sext = sext i32 %x to i64
  %r = add nsw i64 %sext, -1
  ret i64 %r
}


