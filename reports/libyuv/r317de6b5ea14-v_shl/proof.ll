; r317de6b5ea14: load(…) -> load(…)
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule.
; @src1/@tgt1: one concrete instance at i8.

define <32 x i8> @src(i64 %a0, ptr %a1) {
  %v0 = shl i64 %a0, 1
  %v1 = getelementptr i8, ptr %a1, i64 %v0
  %v2 = load <32 x i8>, ptr %v1, align 1
  ret <32 x i8> %v2
}

define <32 x i8> @tgt(i64 %a0, ptr %a1) {
  %v0 = getelementptr i16, ptr %a1, i64 %a0
  %v1 = load <32 x i8>, ptr %v0, align 1
  ret <32 x i8> %v1
}

define <32 x i8> @src1(i64 %x, ptr %y) {
  %shl = shl i64 %x, 1
  %v = getelementptr i8, ptr %y, i64 %shl
  %r = load <32 x i8>, ptr %v, align 1
  ret <32 x i8> %r
}

define <32 x i8> @tgt1(i64 %x, ptr %y) {
  %v = getelementptr i16, ptr %y, i64 %x
  %r = load <32 x i8>, ptr %v, align 1
  ret <32 x i8> %r
}


