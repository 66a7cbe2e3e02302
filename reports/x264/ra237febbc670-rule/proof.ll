; more than one block, not a dropped path guard
define i32 @src(i1 %a0, i64 %a1) {
b0:
  %v0 = and i64 %a1, 1
  %v1 = icmp eq i64 %v0, 0
  %v2 = or i1 %a0, %v1
  br i1 %v2, label %b2, label %b1

b1:
  br label %b2

b2:
  %v3 = phi i32 [ 0, %b0 ], [ 1, %b1 ]
  ret i32 %v3
}

define i32 @tgt(i1 %a0, i64 %a1) {
  %v0 = and i64 %a1, 1
  %v1 = trunc nuw nsw i64 %v0 to i32
  %v2 = select i1 %a0, i32 0, i32 %v1
  ret i32 %v2
}

