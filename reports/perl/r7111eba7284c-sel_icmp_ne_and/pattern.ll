; r7111eba7284c: the source pattern in daggrep form (%cst_* stand for constants).
; Count it in a store: minotaur grep pattern.ll --db minotaur.db
define i32 @pattern(i32 %a0, i1 %a1) {
  %v0 = and i32 %a0, 8388608
  %v1 = icmp ne i32 %v0, 0
  %v2 = select i1 %a1, i1 %v1, i1 false
  %v3 = select i1 %v2, i32 536870912, i32 0
  ret i32 %v3
}

