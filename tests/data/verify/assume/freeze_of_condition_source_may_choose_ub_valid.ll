; expect: valid
; why: with C undef (or poison) the source's freeze may pick a value >= 8, making its own assume false (UB), so the target's assume on the undef (or poison) condition, UB as well, refines it

define i8 @src(i8 %C) {
  %f = freeze i8 %C
  %p = icmp ult i8 %f, 8
  call void @llvm.assume(i1 %p)
  ret i8 0
}

define i8 @tgt(i8 %C) {
  %p = icmp ult i8 %C, 8
  call void @llvm.assume(i1 %p)
  ret i8 0
}

declare void @llvm.assume(i1 noundef)
