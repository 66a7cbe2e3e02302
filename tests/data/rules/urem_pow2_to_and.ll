; why: x urem C is x & (C - 1) for a power of two C
define i32 @src_a(i32 %x) {
  %r = urem i32 %x, 64
  ret i32 %r
}
define i32 @tgt_a(i32 %x) {
  %r = and i32 %x, 63
  ret i32 %r
}
define i16 @src_b(i16 %x) {
  %r = urem i16 %x, 8
  ret i16 %r
}
define i16 @tgt_b(i16 %x) {
  %r = and i16 %x, 7
  ret i16 %r
}
