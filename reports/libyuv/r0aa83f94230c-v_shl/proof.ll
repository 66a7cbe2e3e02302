; r0aa83f94230c: getelementptr(…) -> getelementptr(…)
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule.
; @src1/@tgt1: one concrete instance at i64.

define ptr @src(i64 %a0, ptr %a1) {
  %v0 = shl i64 %a0, 2
  %v1 = getelementptr i8, ptr %a1, i64 %v0
  ret ptr %v1
}

define ptr @tgt(i64 %a0, ptr %a1) {
  %v0 = getelementptr i32, ptr %a1, i64 %a0
  ret ptr %v0
}

define ptr @src1(i64 %x, ptr %y) {
  %shl = shl i64 %x, 2
  %r = getelementptr i8, ptr %y, i64 %shl
  ret ptr %r
}

define ptr @tgt1(i64 %x, ptr %y) {
  %r = getelementptr i32, ptr %y, i64 %x
  ret ptr %r
}


