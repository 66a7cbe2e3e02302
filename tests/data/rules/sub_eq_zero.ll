; why: (x - y) == 0 is x == y at every width
define i1 @src_a(i32 %x, i32 %y) {
  %d = sub i32 %x, %y
  %r = icmp eq i32 %d, 0
  ret i1 %r
}
define i1 @tgt_a(i32 %x, i32 %y) {
  %r = icmp eq i32 %x, %y
  ret i1 %r
}
