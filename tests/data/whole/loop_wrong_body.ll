; whole: refuted_in_loop
; A wrong rewrite inside the loop: the stored value is off by one on every iteration.
define void @old(ptr %p, i64 %n, i64 %x) {
entry:
  br label %l
l:
  %i = phi i64 [ 0, %entry ], [ %j, %l ]
  %t = mul i64 %x, 3
  %a = getelementptr i64, ptr %p, i64 %i
  store i64 %t, ptr %a
  %j = add i64 %i, 1
  %c = icmp ult i64 %j, %n
  br i1 %c, label %l, label %e
e:
  ret void
}

define void @new(ptr %p, i64 %n, i64 %x) {
entry:
  br label %l
l:
  %i = phi i64 [ 0, %entry ], [ %j, %l ]
  %t = mul i64 %x, 4
  %a = getelementptr i64, ptr %p, i64 %i
  store i64 %t, ptr %a
  %j = add i64 %i, 1
  %c = icmp ult i64 %j, %n
  br i1 %c, label %l, label %e
e:
  ret void
}
