; expect: invalid
; why: select on p == q may not swap q for p before a load: equal addresses, different objects (p one past the end of its object)

define i32 @src(ptr %p, ptr %q) {
  %c = icmp eq ptr %p, %q
  %s = select i1 %c, ptr %q, ptr %p
  %v = load i32, ptr %s, align 4
  ret i32 %v
}

define i32 @tgt(ptr %p, ptr %q) {
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
