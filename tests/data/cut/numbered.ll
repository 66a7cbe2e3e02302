; LLVM's own numbering: the entry block has no label, phis name it by its implicit
; number (%2 after two unnamed parameters). This used to panic the builder.
; cut: depth 4 roots %6 %7

define i32 @f(i32 %0, i1 %1) {
  br i1 %1, label %3, label %5

3:
  %4 = shl i32 %0, 1
  br label %5

5:
  %6 = phi i32 [ %4, %3 ], [ %0, %2 ]
  %7 = add i32 %6, 1
  ret i32 %7
}
