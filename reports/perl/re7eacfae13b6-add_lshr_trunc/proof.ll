; re7eacfae13b6: ((trunc(X) +[nsw] 1) >>u 3) + -1 -> ((trunc(X) +[nuw,nsw] 1) +[nsw] -8) >>s 3
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule generalized at i32: constants are arguments.
; @src1/@tgt1: one concrete instance at i16.

define i32 @src(i64 %a0) {
  %v0 = trunc nuw nsw i64 %a0 to i32
  %v1 = add nsw i32 %v0, 1
  %v2 = lshr i32 %v1, 3
  %v3 = add i32 %v2, -1
  ret i32 %v3
}

define i32 @tgt(i64 %a0) {
  %v0 = trunc nuw nsw i64 %a0 to i32
  %v1 = add nuw nsw i32 %v0, 1
  %v2 = add nsw i32 %v1, -8
  %v3 = ashr i32 %v2, 3
  ret i32 %v3
}

define i13 @src1(i64 %x) {
  %trunc = trunc nuw nsw i64 %x to i13
  %add = add nsw i13 %trunc, 1
  %lshr = lshr i13 %add, 3
  %r = add i13 %lshr, -1
  ret i13 %r
}

define i13 @tgt1(i64 %x) {
  %trunc = trunc nuw nsw i64 %x to i13
  %add = add nuw nsw i13 %trunc, 1
  %add1 = add nsw i13 %add, -8
  %r = ashr i13 %add1, 3
  ret i13 %r
}


