; whole: proved
; A counted loop, unchanged: every segment refines itself.
define i32 @old(i32 %n) {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %j, %l ]
  %j = add i32 %i, 1
  %c = icmp ult i32 %j, %n
  br i1 %c, label %l, label %e
e:
  ret i32 %j
}

define i32 @new(i32 %n) {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %j, %l ]
  %j = add i32 %i, 1
  %c = icmp ult i32 %j, %n
  br i1 %c, label %l, label %e
e:
  ret i32 %j
}
