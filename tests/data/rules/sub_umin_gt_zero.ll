; why: (x - umin(x, C)) > 0 with sub nsw is x > C (libYUV)
define i1 @src_a(i32 %x) {
  %m = call i32 @llvm.umin.i32(i32 %x, i32 2048)
  %d = sub nsw i32 %x, %m
  %r = icmp sgt i32 %d, 0
  ret i1 %r
}
define i1 @tgt_a(i32 %x) {
  %r = icmp ugt i32 %x, 2048
  ret i1 %r
}
declare i32 @llvm.umin.i32(i32, i32)
