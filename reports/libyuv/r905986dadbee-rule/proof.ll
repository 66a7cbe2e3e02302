; holds only under the cut's path condition (not proved without it)
define i32 @src(i32 %a0) {
  %v0 = sub i32 1, %a0
  %v1 = lshr i32 %v0, 1
  %v2 = sub i32 0, %v1
  %v3 = icmp slt i32 %a0, 0
  br i1 %v3, label %b1, label %b2

b1:
  ret i32 %v2

b2:
  unreachable
}

define i32 @tgt(i32 %a0) {
  %v0 = icmp slt i32 %a0, 0
  br i1 %v0, label %b1, label %b2

b1:
  %v1 = ashr i32 %a0, 1
  ret i32 %v1

b2:
  unreachable
}

