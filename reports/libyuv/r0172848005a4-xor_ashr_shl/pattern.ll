; r0172848005a4: the source pattern in daggrep form (%cst_* stand for constants).
; Count it in a store: minotaur grep pattern.ll --db minotaur.db
define i32 @pattern(i32 %a0, i32 noundef %cst_0, i32 noundef %cst_1) {
  %v0 = shl nuw i32 %a0, %cst_0
  %v1 = ashr i32 %v0, %cst_0
  %v2 = xor i32 %v1, %cst_1
  ret i32 %v2
}

