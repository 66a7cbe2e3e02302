; why: ~x + 1 is 0 - x at every width
define i32 @src_a(i32 %x) {
  %n = xor i32 %x, -1
  %r = add i32 %n, 1
  ret i32 %r
}
define i32 @tgt_a(i32 %x) {
  %r = sub i32 0, %x
  ret i32 %r
}
