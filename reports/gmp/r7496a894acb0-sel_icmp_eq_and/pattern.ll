; r7496a894acb0: the source pattern in daggrep form (%cst_* stand for constants).
; Count it in a store: minotaur grep pattern.ll --db minotaur.db
define i64 @pattern(i64 %a0, i64 %a1) {
  %v0 = and i64 %a0, 1
  %v1 = icmp eq i64 %v0, 0
  %v2 = select i1 %v1, i64 1, i64 %a1
  ret i64 %v2
}

