; expect: valid
; why: the unlabeled entry block is %1 (after the unnamed %0), as LLVM prints cuts; the
;      triangle is smax(x, 0)

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
  %2 = call i32 @llvm.smax.i32(i32 %0, i32 0)
  ret i32 %2
}
