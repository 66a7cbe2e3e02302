; expect: invalid
; why: the entry block (implicitly %1) passes %0 through, so the triangle is smax(x, 0)
;      and not smin(x, 0)

define i32 @src(i32 %0) {
  %2 = icmp slt i32 %0, 0
  br i1 %2, label %3, label %4

3:
  br label %4

4:
  %5 = phi i32 [ %0, %1 ], [ 0, %3 ]
  ret i32 %5
}

define i32 @tgt(i32 %0) {
  %2 = call i32 @llvm.smin.i32(i32 %0, i32 0)
  ret i32 %2
}
