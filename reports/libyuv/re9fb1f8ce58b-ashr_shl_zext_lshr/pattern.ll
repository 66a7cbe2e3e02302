; re9fb1f8ce58b: the source pattern in daggrep form (%cst_* stand for constants).
; Count it in a store: minotaur grep pattern.ll --db minotaur.db
define i32 @pattern(i16 %a0) {
  %v0 = lshr i16 %a0, 8
  %v1 = zext i16 %v0 to i32
  %v2 = shl i32 %v1, 24
  %v3 = ashr i32 %v2, 24
  ret i32 %v3
}

