; r3ccb97acfdc5: load(…) -> load(…)
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule.
; @src1/@tgt1: one concrete instance at i32.

define <4 x float> @src(i64 %a0, ptr %a1) {
  %v0 = shl i64 %a0, 2
  %v1 = getelementptr i8, ptr %a1, i64 %v0
  %v2 = load <4 x float>, ptr %v1, align 4
  ret <4 x float> %v2
}

define <4 x float> @tgt(i64 %a0, ptr %a1) {
  %v0 = getelementptr i32, ptr %a1, i64 %a0
  %v1 = load <4 x float>, ptr %v0, align 4
  ret <4 x float> %v1
}

define <4 x float> @src1(i64 %x, ptr %y) {
  %shl = shl i64 %x, 2
  %v = getelementptr i8, ptr %y, i64 %shl
  %r = load <4 x float>, ptr %v, align 4
  ret <4 x float> %r
}

define <4 x float> @tgt1(i64 %x, ptr %y) {
  %v = getelementptr i32, ptr %y, i64 %x
  %r = load <4 x float>, ptr %v, align 4
  ret <4 x float> %r
}


