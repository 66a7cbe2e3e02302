; expect: invalid
; why: with only x u< 8 assumed, x = 0 gives x & 4 = 0, not 4

define i8 @src(i8 %x) {
  %hi = icmp ult i8 %x, 8
  call void @llvm.assume(i1 %hi)
  %r = and i8 %x, 4
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  ret i8 4
}

declare void @llvm.assume(i1 noundef)
