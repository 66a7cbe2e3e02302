; whole: refuted_in_loop
; A rewrite of the loop's exit condition that leaves one iteration early: the segment
; at the header ends at the exit where the original takes the back edge.
define i32 @old(i32 %n, ptr %p) {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %j, %l ]
  store i32 %i, ptr %p
  %j = add i32 %i, 1
  %c = icmp ult i32 %j, %n
  br i1 %c, label %l, label %e
e:
  ret i32 %j
}

define i32 @new(i32 %n, ptr %p) {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %j, %l ]
  store i32 %i, ptr %p
  %j = add i32 %i, 1
  %c = icmp ult i32 %j, %n
  %c2 = icmp ult i32 %i, 5
  %c3 = and i1 %c, %c2
  br i1 %c3, label %l, label %e
e:
  ret i32 %j
}
