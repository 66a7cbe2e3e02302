; why: x udiv C is x >> log2(C) for a power of two C
define i32 @src_a(i32 %x) {
  %r = udiv i32 %x, 16
  ret i32 %r
}
define i32 @tgt_a(i32 %x) {
  %r = lshr i32 %x, 4
  ret i32 %r
}
