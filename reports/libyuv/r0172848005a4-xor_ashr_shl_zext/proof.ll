; r0172848005a4: ((zext(X & C0) <<[nuw] 24) >>s 24) ^ -128 -> zext(X & C0) +[nsw] -128
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule: constants are arguments.
; @src1/@tgt1: one concrete instance at i32.

define i32 @src(i16 %a0, i16 noundef %C0) {
  %v0 = and i16 %a0, %C0
  %v1 = zext i16 %v0 to i32
  %v2 = shl nuw i32 %v1, 24
  %v3 = ashr i32 %v2, 24
  %v4 = xor i32 %v3, -128
  ret i32 %v4
}

define i32 @tgt(i16 %a0, i16 noundef %C0) {
  %v0 = and i16 %a0, %C0
  %v1 = zext nneg i16 %v0 to i32
  %v2 = add nsw i32 %v1, -128
  ret i32 %v2
}

define i32 @src1(i16 %x) {
  %and = and i16 %x, 255
  %zext = zext i16 %and to i32
  %shl = shl nuw i32 %zext, 24
  %ashr = ashr i32 %shl, 24
  %r = xor i32 %ashr, -128
  ret i32 %r
}

define i32 @tgt1(i16 %x) {
  %and = and i16 %x, 255
  %zext = zext nneg i16 %and to i32
  %r = add nsw i32 %zext, -128
  ret i32 %r
}


