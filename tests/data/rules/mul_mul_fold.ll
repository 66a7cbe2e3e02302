; why: (x * C0) * C1 is x * (C0 * C1)
define i32 @src_a(i32 %x) {
  %a = mul i32 %x, 3
  %r = mul i32 %a, 5
  ret i32 %r
}
define i32 @tgt_a(i32 %x) {
  %r = mul i32 %x, 15
  ret i32 %r
}
