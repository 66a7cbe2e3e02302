; why: lshr exact (shl nuw x, C), C is x: InstSimplify
define i32 @src_a(i32 %x) {
  %a = shl nuw i32 %x, 5
  %r = lshr exact i32 %a, 5
  ret i32 %r
}
define i32 @tgt_a(i32 %x) {
  ret i32 %x
}
