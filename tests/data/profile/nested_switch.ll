; Nested loops (the inner one entered from two places of the outer one's body), a switch
; with weights (default first), a branch without weights (an equal share), and a
; `branch_weights` node with the `expected` marker clang writes for __builtin_expect.
define i32 @g(i32 %n, i32 %m) !prof !0 {
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %olatch ]
  %k = and i32 %i, 3
  switch i32 %k, label %dflt [
    i32 0, label %a
    i32 1, label %b
  ], !prof !1
a:
  br label %inner
b:
  br label %inner
dflt:
  %u = icmp eq i32 %i, 7
  br i1 %u, label %olatch, label %inner
inner:
  %j = phi i32 [ 0, %a ], [ 0, %b ], [ 0, %dflt ], [ %j1, %inner ]
  %j1 = add i32 %j, 1
  %c = icmp slt i32 %j1, %m
  br i1 %c, label %inner, label %olatch, !prof !2
olatch:
  %i1 = add i32 %i, 1
  %d = icmp slt i32 %i1, %n
  br i1 %d, label %outer, label %exit, !prof !3
exit:
  ret i32 %i1
}

define void @spin() !prof !4 {
entry:
  br label %loop
loop:
  br label %loop
}

define void @none(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  ret void
b:
  ret void
}
!0 = !{!"function_entry_count", i64 20}
!1 = !{!"branch_weights", i32 5, i32 60, i32 35}
!2 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!3 = !{!"branch_weights", i32 1990, i32 20}
!4 = !{!"function_entry_count", i64 3}
