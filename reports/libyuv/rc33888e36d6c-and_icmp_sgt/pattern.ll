; rc33888e36d6c: the source pattern in daggrep form (%cst_* stand for constants).
; Count it in a store: minotaur grep pattern.ll --db minotaur.db
define i1 @pattern(i32 %a0, i32 %a1) {
  %v0 = icmp sgt i32 %a0, 0
  %v1 = icmp sgt i32 %a1, 0
  %v2 = and i1 %v0, %v1
  ret i1 %v2
}

