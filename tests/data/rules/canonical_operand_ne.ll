; why: the trip count written with icmp ne and the select's arms swapped: InstCombine makes that the icmp eq form before any fold at the sub sees it, so the rule is matched on that canonical operand (issue 30 item 3), with the same precondition and widths as lv_trip_count
; expect rules: 1
; expect pre: C1 == C0 + 1 && isMask(C0)
; expect widths: 8,13,16,32,64
; expect class: instcombine
; expect verdict: worth
; expect equation: i32 (sub i32 %a0, (select i1 (icmp eq i32 (and i32 %a0, 15), 0), i32 16, i32 (and i32 %a0, 15)))  =>  i32 (and i32 (add i32 %a0, -1), -16)
define i32 @src_a(i32 %n) {
  %m = and i32 %n, 15
  %z = icmp ne i32 %m, 0
  %s = select i1 %z, i32 %m, i32 16
  %r = sub i32 %n, %s
  ret i32 %r
}
define i32 @tgt_a(i32 %n) {
  %d = add i32 %n, -1
  %r = and i32 %d, -16
  ret i32 %r
}
define i32 @src_b(i32 %n) {
  %m = and i32 %n, 7
  %z = icmp ne i32 %m, 0
  %s = select i1 %z, i32 %m, i32 8
  %r = sub i32 %n, %s
  ret i32 %r
}
define i32 @tgt_b(i32 %n) {
  %d = add i32 %n, -1
  %r = and i32 %d, -8
  ret i32 %r
}
