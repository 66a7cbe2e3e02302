; expect: valid
; why: ptrtoint gives the address and icmp of pointers compares addresses: the same test

define i1 @src(ptr %p, ptr %q) {
  %a = ptrtoint ptr %p to i64
  %b = ptrtoint ptr %q to i64
  %c = icmp eq i64 %a, %b
  ret i1 %c
}

define i1 @tgt(ptr %p, ptr %q) {
  %c = icmp eq ptr %p, %q
  ret i1 %c
}
