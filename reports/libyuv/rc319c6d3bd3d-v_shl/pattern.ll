; rc319c6d3bd3d: the source pattern in daggrep form (%cst_* stand for constants).
; Count it in a store: minotaur grep pattern.ll --db minotaur.db
define ptr @pattern(ptr %a0, i64 %a1) {
  %v0 = shl nsw i64 %a1, 2
  %v1 = getelementptr inbounds nuw i8, ptr %a0, i64 %v0
  ret ptr %v1
}

