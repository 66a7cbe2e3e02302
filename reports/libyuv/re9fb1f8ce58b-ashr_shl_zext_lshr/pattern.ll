; re9fb1f8ce58b: the source pattern in daggrep form (%cst_* stand for constants).
; Count it in a store: minotaur grep pattern.ll --db minotaur.db
define i32 @pattern(i16 %a0, i16 noundef %cst_0, i32 noundef %cst_1) {
  %v0 = lshr i16 %a0, %cst_0
  %v1 = zext i16 %v0 to i32
  %v2 = shl i32 %v1, %cst_1
  %v3 = ashr i32 %v2, %cst_1
  ret i32 %v3
}

