; re9fb1f8ce58b: (zext(X >>u 8) << 24) >>s 24 -> sext(X) >>s 8
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule.
; @src1/@tgt1: one concrete instance at i32.

define i32 @src(i16 %a0) {
  %v0 = lshr i16 %a0, 8
  %v1 = zext i16 %v0 to i32
  %v2 = shl i32 %v1, 24
  %v3 = ashr i32 %v2, 24
  ret i32 %v3
}

define i32 @tgt(i16 %a0) {
  %v0 = sext i16 %a0 to i32
  %v1 = ashr i32 %v0, 8
  ret i32 %v1
}

define i32 @src1(i16 %x) {
  %lshr = lshr i16 %x, 8
  %zext = zext i16 %lshr to i32
  %shl = shl i32 %zext, 24
  %r = ashr i32 %shl, 24
  ret i32 %r
}

define i32 @tgt1(i16 %x) {
  %sext = sext i16 %x to i32
  %r = ashr i32 %sext, 8
  ret i32 %r
}


