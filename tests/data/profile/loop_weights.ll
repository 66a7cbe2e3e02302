; A loop with a cold guard and a one-in-four branch inside; entry count 1000, the latch taken 99000 times in 99900.
define i32 @f(i32 %n) !prof !0 {
entry:
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %loop, label %exit, !prof !1
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s1, %latch ]
  %odd = and i32 %i, 1
  %t = icmp eq i32 %odd, 0
  br i1 %t, label %even, label %latch, !prof !2
even:
  %s0 = add i32 %s, %i
  br label %latch
latch:
  %s1 = phi i32 [ %s, %loop ], [ %s0, %even ]
  %i1 = add i32 %i, 1
  %d = icmp slt i32 %i1, %n
  br i1 %d, label %loop, label %exit, !prof !3
exit:
  %r = phi i32 [ 0, %entry ], [ %s1, %latch ]
  ret i32 %r
}
!0 = !{!"function_entry_count", i64 1000}
!1 = !{!"branch_weights", i32 900, i32 100}
!2 = !{!"branch_weights", i32 1, i32 3}
!3 = !{!"branch_weights", i32 99000, i32 900}
