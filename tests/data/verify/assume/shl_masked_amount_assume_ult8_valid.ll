; expect: valid
; why: the source assumes C u< 8, so masking the shift amount with 7 changes nothing and the mask can go

define i8 @src(i8 %x, i8 noundef %C) {
  %p = icmp ult i8 %C, 8
  call void @llvm.assume(i1 %p)
  %m = and i8 %C, 7
  %r = shl i8 %x, %m
  ret i8 %r
}

define i8 @tgt(i8 %x, i8 noundef %C) {
  %r = shl i8 %x, %C
  ret i8 %r
}

declare void @llvm.assume(i1 noundef)
