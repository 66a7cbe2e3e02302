; rd84d4d60eadd: the source pattern in daggrep form (%cst_* stand for constants).
; Count it in a store: minotaur grep pattern.ll --db minotaur.db
define i64 @pattern(i64 %a0, i64 %a1) {
  %v0 = icmp ult i64 %a1, %a0
  %v1 = select i1 %v0, i64 0, i64 %a0
  %v2 = sub i64 %a1, %v1
  ret i64 %v2
}

