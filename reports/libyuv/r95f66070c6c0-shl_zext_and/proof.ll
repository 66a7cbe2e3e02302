; r95f66070c6c0: zext(X & 255) << 24 -> sext(X) << 24
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule.
; @src1/@tgt1: one concrete instance at i32.

define i32 @src(i16 %a0) {
  %v0 = and i16 %a0, 255
  %v1 = zext i16 %v0 to i32
  %v2 = shl i32 %v1, 24
  ret i32 %v2
}

define i32 @tgt(i16 %a0) {
  %v0 = sext i16 %a0 to i32
  %v1 = shl i32 %v0, 24
  ret i32 %v1
}

define i32 @src1(i16 %x) {
  %and = and i16 %x, 255
  %zext = zext i16 %and to i32
  %r = shl i32 %zext, 24
  ret i32 %r
}

define i32 @tgt1(i16 %x) {
  %sext = sext i16 %x to i32
  %r = shl i32 %sext, 24
  ret i32 %r
}


