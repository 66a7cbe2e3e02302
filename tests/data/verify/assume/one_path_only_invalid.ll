; expect: invalid
; why: the assume x u< 8 restricts the %b path only: with b false and x = 8 the source returns 8 & 7 = 0, the target 8

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
  ret i8 %x
}

declare void @llvm.assume(i1 noundef)
