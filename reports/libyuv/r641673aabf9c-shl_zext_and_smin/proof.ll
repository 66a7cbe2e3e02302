; r641673aabf9c: zext(smin(X >>s 4, 255) & 255) << 24 -> sext(smin(X >>s 4, 255)) << 24
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule.
; @src1/@tgt1: one concrete instance at i32.

define i32 @src(i16 %a0) {
  %v0 = ashr i16 %a0, 4
  %v1 = call i16 @llvm.smin.i16(i16 %v0, i16 255)
  %v2 = and i16 %v1, 255
  %v3 = zext i16 %v2 to i32
  %v4 = shl i32 %v3, 24
  ret i32 %v4
}

define i32 @tgt(i16 %a0) {
  %v0 = ashr i16 %a0, 4
  %v1 = call i16 @llvm.smin.i16(i16 %v0, i16 255)
  %v2 = sext i16 %v1 to i32
  %v3 = shl i32 %v2, 24
  ret i32 %v3
}

define i32 @src1(i16 %x) {
  %ashr = ashr i16 %x, 4
  %smin = call i16 @llvm.smin.i16(i16 %ashr, i16 255)
  %and = and i16 %smin, 255
  %zext = zext i16 %and to i32
  %r = shl i32 %zext, 24
  ret i32 %r
}

define i32 @tgt1(i16 %x) {
  %ashr = ashr i16 %x, 4
  %smin = call i16 @llvm.smin.i16(i16 %ashr, i16 255)
  %sext = sext i16 %smin to i32
  %r = shl i32 %sext, 24
  ret i32 %r
}

declare i16 @llvm.smin.i16(i16, i16)
