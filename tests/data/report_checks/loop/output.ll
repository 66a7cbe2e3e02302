; ModuleID = '<stdin>'
source_filename = "<stdin>"

define i32 @sum(ptr %p, i32 %n) {
entry:
  %empty = icmp eq i32 %n, 0
  br i1 %empty, label %exit, label %loop

loop:                                             ; preds = %loop, %entry
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %0 = sext i32 %i to i64
  %gep = getelementptr inbounds i32, ptr %p, i64 %0
  %v = load i32, ptr %gep, align 4
  %twice = shl i32 %v, 1
  %acc.next = add i32 %acc, %twice
  %i.next = add nuw i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:                                             ; preds = %loop, %entry
  %r = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  ret i32 %r
}
