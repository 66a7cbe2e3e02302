; why: (x << C0) << C1 is x << (C0 + C1) only when C0 + C1 < width, which the grammar cannot say: stays concrete or keeps a strong precondition
define i32 @src_a(i32 %x) {
  %a = shl i32 %x, 3
  %r = shl i32 %a, 4
  ret i32 %r
}
define i32 @tgt_a(i32 %x) {
  %r = shl i32 %x, 7
  ret i32 %r
}
