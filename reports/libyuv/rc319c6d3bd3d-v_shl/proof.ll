; rc319c6d3bd3d: getelementptr(…) -> getelementptr(…)
; Alive2 format (paste into https://alive2.llvm.org); `minotaur verify proof.ll` proves each pair.
; @src/@tgt: the rule.
; @src1/@tgt1: one concrete instance at i64.

define ptr @src(ptr %a0, i64 %a1) {
  %v0 = shl nsw i64 %a1, 2
  %v1 = getelementptr inbounds nuw i8, ptr %a0, i64 %v0
  ret ptr %v1
}

define ptr @tgt(ptr %a0, i64 %a1) {
  %v0 = getelementptr inbounds nuw i32, ptr %a0, i64 %a1
  ret ptr %v0
}

define ptr @src1(ptr %x, i64 %y) {
  %shl = shl nsw i64 %y, 2
  %r = getelementptr inbounds nuw i8, ptr %x, i64 %shl
  ret ptr %r
}

define ptr @tgt1(ptr %x, i64 %y) {
  %r = getelementptr inbounds nuw i32, ptr %x, i64 %y
  ret ptr %r
}


