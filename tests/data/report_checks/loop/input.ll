; RUN: opt < %s -passes=instcombine -S | FileCheck %s

define i32 @sum(ptr %p, i32 %n) {
entry:
  %empty = icmp eq i32 %n, 0
  br i1 %empty, label %exit, label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %gep = getelementptr inbounds i32, ptr %p, i32 %i
  %v = load i32, ptr %gep, align 4
  %twice = mul i32 %v, 2
  %acc.next = add i32 %acc, %twice
  %i.next = add nuw i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  %r = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  ret i32 %r
}
