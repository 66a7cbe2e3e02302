; expect: unknown
; why: comparing pointers could justify replacing one by another of different provenance,
; which a provenance-free model cannot judge: refused

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
