; whole: refuted_in_loop
; Issue 54's example inside a loop: the freeze is computed before the loop and stored in
; it; the rewrite of the multiply reads %x again, so it can store poison beside the
; frozen value. The freeze is a slot of the loop's state (never recomputed).
define void @old(i32 %x, ptr %p, ptr %q, i32 %n) {
entry:
  %fr = freeze i32 %x
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %j, %l ]
  %m = mul nsw i32 %fr, 87500
  store i32 %m, ptr %p
  store i32 %fr, ptr %q
  %j = add i32 %i, 1
  %c = icmp ult i32 %j, %n
  br i1 %c, label %l, label %e
e:
  ret void
}

define void @new(i32 %x, ptr %p, ptr %q, i32 %n) {
entry:
  %fr = freeze i32 %x
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %j, %l ]
  %m = mul i32 %x, 87500
  store i32 %m, ptr %p
  store i32 %fr, ptr %q
  %j = add i32 %i, 1
  %c = icmp ult i32 %j, %n
  br i1 %c, label %l, label %e
e:
  ret void
}
