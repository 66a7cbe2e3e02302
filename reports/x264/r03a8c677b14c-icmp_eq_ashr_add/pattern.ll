; r03a8c677b14c: the source pattern in daggrep form (%cst_* stand for constants).
; Count it in a store: minotaur grep pattern.ll --db minotaur.db
define i1 @pattern(i32 %a0, i32 %a1) {
  %v0 = add nuw i32 %a1, 1
  %v1 = ashr i32 %a0, %v0
  %v2 = icmp eq i32 %v1, 0
  ret i1 %v2
}

