; why: (x ^ C0) ^ C1 is x ^ (C0 ^ C1)
define i32 @src_a(i32 %x) {
  %a = xor i32 %x, 12
  %r = xor i32 %a, 10
  ret i32 %r
}
define i32 @tgt_a(i32 %x) {
  %r = xor i32 %x, 6
  ret i32 %r
}
