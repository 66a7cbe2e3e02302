; expect: valid
; why: the source assumes C == -1, and x & -1 is x

define i8 @src(i8 %x, i8 noundef %C) {
  %p = icmp eq i8 %C, -1
  call void @llvm.assume(i1 %p)
  %r = and i8 %x, %C
  ret i8 %r
}

define i8 @tgt(i8 %x, i8 noundef %C) {
  ret i8 %x
}

declare void @llvm.assume(i1 noundef)
