; expect: valid
; why: src loads both pointers; loading only the selected one touches a subset and reads the same
; bytes (the condition is frozen: a load through a select on poison would be UB)

define i32 @src(i1 %c, ptr %p, ptr %q) {
  %a = load i32, ptr %p, align 4
  %b = load i32, ptr %q, align 4
  %r = select i1 %c, i32 %a, i32 %b
  ret i32 %r
}

define i32 @tgt(i1 %c, ptr %p, ptr %q) {
  %f = freeze i1 %c
  %s = select i1 %f, ptr %p, ptr %q
  %r = load i32, ptr %s, align 4
  ret i32 %r
}
