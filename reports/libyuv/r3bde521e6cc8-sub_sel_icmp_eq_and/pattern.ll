; r3bde521e6cc8: the source pattern in daggrep form (%cst_* stand for constants).
; Count it in a store: minotaur grep pattern.ll --db minotaur.db
define i32 @pattern(i32 %a0, i32 noundef %cst_0, i32 noundef %cst_1) {
  %v0 = and i32 %a0, %cst_0
  %v1 = icmp eq i32 %v0, 0
  %v2 = select i1 %v1, i32 %cst_1, i32 %v0
  %v3 = sub i32 %a0, %v2
  ret i32 %v3
}

