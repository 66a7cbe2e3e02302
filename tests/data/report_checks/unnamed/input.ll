; RUN: opt < %s -passes=instcombine -S | FileCheck %s

define i8 @unnamed(i8 %0, i1 %1) {
  br i1 %1, label %3, label %6

3:
  %4 = xor i8 %0, -1
  %5 = xor i8 %4, -1
  br label %6

6:
  %7 = phi i8 [ %5, %3 ], [ 7, %2 ]
  ret i8 %7
}

define i16 @tmp_names(i16 %tmp, i16 %y) {
  %1 = mul i16 %tmp, 8
  %tmp2 = add i16 %1, %y
  ret i16 %tmp2
}
