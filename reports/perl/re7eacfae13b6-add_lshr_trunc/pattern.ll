; re7eacfae13b6: the source pattern in daggrep form (%cst_* stand for constants).
; Count it in a store: minotaur grep pattern.ll --db minotaur.db
define i32 @pattern(i64 %a0) {
  %v0 = trunc nuw nsw i64 %a0 to i32
  %v1 = add nsw i32 %v0, 1
  %v2 = lshr i32 %v1, 3
  %v3 = add i32 %v2, -1
  ret i32 %v3
}

