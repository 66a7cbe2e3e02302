; why: (x + C) - 1 is x + (C - 1): a derived target constant (1 stays literal)
define i32 @src_a(i32 %x) {
  %a = add i32 %x, 10
  %r = sub i32 %a, 1
  ret i32 %r
}
define i32 @tgt_a(i32 %x) {
  %r = add i32 %x, 9
  ret i32 %r
}
