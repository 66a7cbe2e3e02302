; expect: valid
; why: both assume x u< 16, so the target's UB is the source's (undef x included: the source may read it as >= 16 too), and under it x >> 4 is 0

define i8 @src(i8 %x) {
  %p = icmp ult i8 %x, 16
  call void @llvm.assume(i1 %p)
  %r = lshr i8 %x, 4
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  %p = icmp ult i8 %x, 16
  call void @llvm.assume(i1 %p)
  ret i8 0
}

declare void @llvm.assume(i1 noundef)
