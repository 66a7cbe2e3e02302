; r11ecea72ab6d: ((zext(umin(X, 255)) << 24) >>s 24) ^ -128 -> zext(umin(X, 255)) +[nsw] -128
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule.
; @src1/@tgt1: one concrete instance at i32.

define i32 @src(i16 %a0) {
  %v0 = call i16 @llvm.umin.i16(i16 %a0, i16 255)
  %v1 = zext i16 %v0 to i32
  %v2 = shl i32 %v1, 24
  %v3 = ashr i32 %v2, 24
  %v4 = xor i32 %v3, -128
  ret i32 %v4
}

define i32 @tgt(i16 %a0) {
  %v0 = call i16 @llvm.umin.i16(i16 %a0, i16 255)
  %v1 = zext nneg i16 %v0 to i32
  %v2 = add nsw i32 %v1, -128
  ret i32 %v2
}

define i32 @src1(i16 %x) {
  %umin = call i16 @llvm.umin.i16(i16 %x, i16 255)
  %zext = zext i16 %umin to i32
  %shl = shl i32 %zext, 24
  %ashr = ashr i32 %shl, 24
  %r = xor i32 %ashr, -128
  ret i32 %r
}

define i32 @tgt1(i16 %x) {
  %umin = call i16 @llvm.umin.i16(i16 %x, i16 255)
  %zext = zext nneg i16 %umin to i32
  %r = add nsw i32 %zext, -128
  ret i32 %r
}

declare i16 @llvm.umin.i16(i16, i16)
