; holds only under the cut's path condition (not proved without it)
define i64 @src(i32 %a0) {
  %v0 = add i32 %a0, -1
  %v1 = zext i32 %v0 to i64
  %v2 = call i64 @llvm.umax.i64(i64 %v1, i64 2)
  %v3 = add i64 %v2, -1
  %v4 = lshr i64 %v3, 1
  %v5 = icmp sgt i32 %a0, 1
  br i1 %v5, label %b1, label %b2

b1:
  ret i64 %v4

b2:
  unreachable
}

define i64 @tgt(i32 %a0) {
  %v0 = add nsw i32 %a0, -1
  %v1 = zext nneg i32 %v0 to i64
  %v2 = icmp samesign sgt i32 %a0, 1
  br i1 %v2, label %b1, label %b2

b1:
  %v3 = add nsw i64 %v1, -1
  %v4 = ashr i64 %v3, 1
  ret i64 %v4

b2:
  unreachable
}

declare i64 @llvm.umax.i64(i64, i64)
