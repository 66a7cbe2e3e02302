; why: (x + C0) u< C0 is x u> ~C0 (overflow check), the target constant derived as ~C0
define i1 @src_a(i32 %x) {
  %a = add i32 %x, 10
  %r = icmp ult i32 %a, 10
  ret i1 %r
}
define i1 @tgt_a(i32 %x) {
  %r = icmp ugt i32 %x, -11
  ret i1 %r
}
