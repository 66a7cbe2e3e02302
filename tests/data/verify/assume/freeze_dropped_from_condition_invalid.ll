; expect: invalid
; why: the source assumes f - f == 0 of a frozen C, always true; the target drops the freeze: with C poison its condition is poison, with C undef each use of C may differ (C - C nonzero), and either way its assume is UB where the source has none

define i8 @src(i8 %C) {
  %f = freeze i8 %C
  %s = sub i8 %f, %f
  %p = icmp eq i8 %s, 0
  call void @llvm.assume(i1 %p)
  ret i8 %f
}

define i8 @tgt(i8 %C) {
  %s = sub i8 %C, %C
  %p = icmp eq i8 %s, 0
  call void @llvm.assume(i1 %p)
  ret i8 %C
}

declare void @llvm.assume(i1 noundef)
