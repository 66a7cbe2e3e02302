; r732ce4026fff: the source pattern in daggrep form (%cst_* stand for constants).
; Count it in a store: minotaur grep pattern.ll --db minotaur.db
define i32 @pattern(i32 %a0, ptr %a1, i32 %a2, i32 noundef %cst_0) {
  store i32 %a0, ptr %a1, align 4
  %v0 = and i32 %a2, 1
  %v1 = icmp eq i32 %v0, 0
  %v2 = select i1 %v1, i32 0, i32 %cst_0
  ret i32 %v2
}

