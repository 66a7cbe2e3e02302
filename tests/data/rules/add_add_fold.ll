; why: (x + C0) + C1 is x + (C0 + C1) for all constants
define i32 @src_a(i32 %x) {
  %a = add i32 %x, 5
  %r = add i32 %a, 7
  ret i32 %r
}
define i32 @tgt_a(i32 %x) {
  %r = add i32 %x, 12
  ret i32 %r
}
define i64 @src_b(i64 %x) {
  %a = add i64 %x, 100
  %r = add i64 %a, 28
  ret i64 %r
}
define i64 @tgt_b(i64 %x) {
  %r = add i64 %x, 128
  ret i64 %r
}
