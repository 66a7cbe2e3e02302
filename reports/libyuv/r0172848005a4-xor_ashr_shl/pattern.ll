; r0172848005a4: the source pattern in daggrep form (%cst_* stand for constants).
; Count it in a store: minotaur grep pattern.ll --db minotaur.db
define i32 @pattern(i32 %a0) {
  %v0 = shl nuw i32 %a0, 24
  %v1 = ashr i32 %v0, 24
  %v2 = xor i32 %v1, -128
  ret i32 %v2
}

