; expect: invalid
; why: two pointer arguments may hold the same address (same or adjacent objects); nothing makes them differ

define i1 @src(ptr %p, ptr %q) {
  %c = icmp eq ptr %p, %q
  ret i1 %c
}

define i1 @tgt(ptr %p, ptr %q) {
  ret i1 false
}
