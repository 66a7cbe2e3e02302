; rd72b046b3d71: the source pattern in daggrep form (%cst_* stand for constants).
; Count it in a store: minotaur grep pattern.ll --db minotaur.db
define i32 @pattern(i32 %a0, i1 %a1, i32 noundef %cst_0) {
  %v0 = and i32 %a0, %cst_0
  %v1 = icmp ne i32 %v0, 0
  %v2 = select i1 %a1, i1 %v1, i1 false
  %v3 = zext i1 %v2 to i32
  ret i32 %v3
}

