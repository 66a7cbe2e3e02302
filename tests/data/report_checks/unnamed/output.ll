; ModuleID = '<stdin>'
source_filename = "<stdin>"

define i8 @unnamed(i8 %0, i1 %1) {
  br i1 %1, label %3, label %4

3:                                                ; preds = %2
  br label %4

4:                                                ; preds = %3, %2
  %5 = phi i8 [ %0, %3 ], [ 7, %2 ]
  ret i8 %5
}

define i16 @tmp_names(i16 %tmp, i16 %y) {
  %1 = shl i16 %tmp, 3
  %tmp2 = add i16 %1, %y
  ret i16 %tmp2
}
