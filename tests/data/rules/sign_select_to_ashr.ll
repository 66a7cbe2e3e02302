; why: x < 0 ? C : 0 is (x >>s (width - 1)) & C: the shift amount is the width less one
define i32 @src_a(i32 %x) {
  %n = icmp slt i32 %x, 0
  %r = select i1 %n, i32 42, i32 0
  ret i32 %r
}
define i32 @tgt_a(i32 %x) {
  %s = ashr i32 %x, 31
  %r = and i32 %s, 42
  ret i32 %r
}
