; why: icmp slt x, x as icmp samesign slt x, x: wrong when x may be undef (issue 15), so no rule is made
; expect rules: 0
; expect subsumed: 0
; expect not proved: 1
define i1 @src_a(i8 %x) {
  %r = icmp slt i8 %x, %x
  ret i1 %r
}
define i1 @tgt_a(i8 %x) {
  %r = icmp samesign slt i8 %x, %x
  ret i1 %r
}
