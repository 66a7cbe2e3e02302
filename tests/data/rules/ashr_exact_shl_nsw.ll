; why: ashr exact (shl nsw x, C), C is x: the ashr/nsw twin of the lshr/nuw fold
define i32 @src_a(i32 %x) {
  %a = shl nsw i32 %x, 5
  %r = ashr exact i32 %a, 5
  ret i32 %r
}
define i32 @tgt_a(i32 %x) {
  ret i32 %x
}
