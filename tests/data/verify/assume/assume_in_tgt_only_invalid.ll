; expect: invalid
; why: an assume only in the target adds undefined behaviour the source lacks: x = 0 is UB in the target, defined in the source

define i8 @src(i8 %x) {
  ret i8 %x
}

define i8 @tgt(i8 %x) {
  %p = icmp ne i8 %x, 0
  call void @llvm.assume(i1 %p)
  ret i8 %x
}

declare void @llvm.assume(i1 noundef)
