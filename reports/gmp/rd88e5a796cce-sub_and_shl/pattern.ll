; rd88e5a796cce: the source pattern in daggrep form (%cst_* stand for constants).
; Count it in a store: minotaur grep pattern.ll --db minotaur.db
define i32 @pattern(i32 %a0) {
  %v0 = shl i32 %a0, 1
  %v1 = and i32 %v0, 2
  %v2 = sub i32 1, %v1
  ret i32 %v2
}

