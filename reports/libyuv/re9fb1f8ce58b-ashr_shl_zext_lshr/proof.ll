; re9fb1f8ce58b: (zext(load(…) >>u 8) << 24) >>s 24 -> sext(load(…)) >>s 8
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule.
; @src1/@tgt1: one concrete instance at i32.

define i32 @src(ptr %a0) {
  %v0 = load i16, ptr %a0, align 2
  %v1 = lshr i16 %v0, 8
  %v2 = zext i16 %v1 to i32
  %v3 = shl i32 %v2, 24
  %v4 = ashr i32 %v3, 24
  ret i32 %v4
}

define i32 @tgt(ptr %a0) {
  %v0 = load i16, ptr %a0, align 2
  %v1 = sext i16 %v0 to i32
  %v2 = ashr i32 %v1, 8
  ret i32 %v2
}

define i32 @src1(ptr %x) {
  %v = load i16, ptr %x, align 2
  %lshr = lshr i16 %v, 8
  %zext = zext i16 %lshr to i32
  %shl = shl i32 %zext, 24
  %r = ashr i32 %shl, 24
  ret i32 %r
}

define i32 @tgt1(ptr %x) {
  %v = load i16, ptr %x, align 2
  %sext = sext i16 %v to i32
  %r = ashr i32 %sext, 8
  ret i32 %r
}


