; expect: valid
; why: assume(true) has no effect, so it can be removed

define i8 @src(i8 %x) {
  call void @llvm.assume(i1 true)
  ret i8 %x
}

define i8 @tgt(i8 %x) {
  ret i8 %x
}

declare void @llvm.assume(i1 noundef)
