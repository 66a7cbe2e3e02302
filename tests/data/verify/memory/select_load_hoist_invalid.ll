; expect: invalid
; why: tgt loads both pointers, but src only the selected one: the other may be dangling

define i32 @src(i1 %c, ptr %p, ptr %q) {
  %s = select i1 %c, ptr %p, ptr %q
  %r = load i32, ptr %s, align 4
  ret i32 %r
}

define i32 @tgt(i1 %c, ptr %p, ptr %q) {
  %a = load i32, ptr %p, align 4
  %b = load i32, ptr %q, align 4
  %r = select i1 %c, i32 %a, i32 %b
  ret i32 %r
}
