; expect: valid
; why: after p == q their addresses (ptrtoint) are equal, whatever their provenance

define i64 @src(ptr %p, ptr %q) {
  %c = icmp eq ptr %p, %q
  %s = select i1 %c, ptr %q, ptr %p
  %i = ptrtoint ptr %s to i64
  ret i64 %i
}

define i64 @tgt(ptr %p, ptr %q) {
  %i = ptrtoint ptr %p to i64
  ret i64 %i
}
