; more than one block, not a dropped path guard
define i64 @src(i32 %a0, i64 %a1) {
b0:
  %v0 = zext nneg i32 %a0 to i64
  %v1 = and i64 %v0, 1
  %v2 = icmp eq i64 %v1, 0
  br i1 %v2, label %b2, label %b1

b1:
  %v3 = or disjoint i64 %a1, 1
  br label %b2

b2:
  %v4 = phi i64 [ %a1, %b0 ], [ %v3, %b1 ]
  ret i64 %v4
}

define i64 @tgt(i32 %a0, i64 %a1) {
  %v0 = zext nneg i32 %a0 to i64
  %v1 = and i64 %v0, 1
  %v2 = add nuw nsw i64 %a1, %v1
  ret i64 %v2
}

