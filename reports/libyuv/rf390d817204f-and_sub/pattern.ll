; rf390d817204f: the source pattern in daggrep form (%cst_* stand for constants).
; Count it in a store: minotaur grep pattern.ll --db minotaur.db
define i32 @pattern(i32 %a0, i32 %a1) {
  %v0 = sub i32 %a0, %a1
  %v1 = and i32 %v0, 1
  ret i32 %v1
}

