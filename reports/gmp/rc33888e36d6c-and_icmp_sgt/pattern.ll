; rc33888e36d6c: the source pattern in daggrep form (%cst_* stand for constants).
; Count it in a store: minotaur grep pattern.ll --db minotaur.db
define i1 @pattern(i64 %a0, i64 %a1, i64 noundef %cst_0) {
  %v0 = icmp sgt i64 %a0, %cst_0
  %v1 = icmp sgt i64 %a1, %cst_0
  %v2 = and i1 %v0, %v1
  ret i1 %v2
}

