; expect: invalid
; why: icmp compares addresses only: p one past the end of one object and q at the start of the next are equal, yet load p is UB (LangRef: pointer aliasing rules, provenance)

define i32 @src(ptr %p, ptr %q) {
  %c = icmp eq ptr %p, %q
  br i1 %c, label %t, label %f
t:
  %a = load i32, ptr %q, align 4
  ret i32 %a
f:
  ret i32 0
}

define i32 @tgt(ptr %p, ptr %q) {
  %c = icmp eq ptr %p, %q
  br i1 %c, label %t, label %f
t:
  %a = load i32, ptr %p, align 4
  ret i32 %a
f:
  ret i32 0
}
