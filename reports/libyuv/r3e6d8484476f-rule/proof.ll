; holds only under the cut's path condition (not proved without it)
define i64 @src(i32 %a0) {
  %v0 = icmp sgt i32 %a0, 1
  br i1 %v0, label %b1, label %b2

b1:
  %v1 = add i32 %a0, -1
  %v2 = call i32 @llvm.umax.i32(i32 %v1, i32 2)
  %v3 = zext i32 %v2 to i64
  %v4 = add i64 %v3, -1
  %v5 = lshr i64 %v4, 1
  ret i64 %v5

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

declare i32 @llvm.umax.i32(i32, i32)
