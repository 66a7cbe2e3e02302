; more than one block, not a dropped path guard
define i64 @src(i64 %a0, i64 %a1) {
b0:
  %v0 = and i64 %a1, 1
  %v1 = icmp eq i64 %v0, 0
  br i1 %v1, label %b2, label %b1

b1:
  %v2 = or disjoint i64 %a0, 1
  br label %b2

b2:
  %v3 = phi i64 [ %a0, %b0 ], [ %v2, %b1 ]
  ret i64 %v3
}

define i64 @tgt(i64 %a0, i64 %a1) {
  %v0 = and i64 %a1, 1
  %v1 = add nuw nsw i64 %a0, %v0
  ret i64 %v1
}

