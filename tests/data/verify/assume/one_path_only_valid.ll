; expect: valid
; why: the assume x u< 8 sits on the %b path only: there x & 7 is x, elsewhere the target keeps the mask

define i8 @src(i1 %b, i8 %x) {
entry:
  br i1 %b, label %small, label %any
small:
  %p = icmp ult i8 %x, 8
  call void @llvm.assume(i1 %p)
  br label %join
any:
  br label %join
join:
  %r = and i8 %x, 7
  ret i8 %r
}

define i8 @tgt(i1 %b, i8 %x) {
entry:
  %m = and i8 %x, 7
  %r = select i1 %b, i8 %x, i8 %m
  ret i8 %r
}

declare void @llvm.assume(i1 noundef)
