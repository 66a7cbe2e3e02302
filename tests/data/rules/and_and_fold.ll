; why: (x & C0) & C1 is x & (C0 & C1)
define i32 @src_a(i32 %x) {
  %a = and i32 %x, 12
  %r = and i32 %a, 10
  ret i32 %r
}
define i32 @tgt_a(i32 %x) {
  %r = and i32 %x, 8
  ret i32 %r
}
