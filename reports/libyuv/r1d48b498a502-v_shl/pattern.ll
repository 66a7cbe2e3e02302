; r1d48b498a502: the source pattern in daggrep form (%cst_* stand for constants).
; Count it in a store: minotaur grep pattern.ll --db minotaur.db
define ptr @pattern(i64 %a0, ptr %a1) {
  %v0 = shl i64 %a0, 3
  %v1 = getelementptr i8, ptr %a1, i64 %v0
  ret ptr %v1
}

