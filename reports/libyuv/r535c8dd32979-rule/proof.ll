; more than one block, not a dropped path guard
define ptr @src(i32 %a0, ptr %a1) {
b0:
  %v0 = and i32 %a0, 1
  %v1 = icmp eq i32 %v0, 0
  br i1 %v1, label %b1, label %b2

b1:
  %v2 = getelementptr inbounds nuw i8, ptr %a1, i64 4
  br label %b2

b2:
  %v3 = phi ptr [ %a1, %b0 ], [ %v2, %b1 ]
  ret ptr %v3
}

define ptr @tgt(i32 %a0, ptr %a1) {
  %v0 = and i32 %a0, 1
  %v1 = xor i32 %v0, 1
  %v2 = getelementptr i32, ptr %a1, i32 %v1
  ret ptr %v2
}

