; why: (x & C) == C is (x & C) != 0 when C is a power of two
define i1 @src_a(i32 %x) {
  %a = and i32 %x, 16
  %r = icmp eq i32 %a, 16
  ret i1 %r
}
define i1 @tgt_a(i32 %x) {
  %a = and i32 %x, 16
  %r = icmp ne i32 %a, 0
  ret i1 %r
}
