; ra020b3011915: the source pattern in daggrep form (%cst_* stand for constants).
; Count it in a store: minotaur grep pattern.ll --db minotaur.db
define i64 @pattern(i32 %a0, i64 noundef %cst_0) {
  %v0 = and i32 %a0, 1
  %v1 = icmp eq i32 %v0, 0
  %v2 = select i1 %v1, i64 0, i64 %cst_0
  ret i64 %v2
}

