; expect: invalid
; why: assume(undef) passes undef to a noundef parameter: the target is UB on every input, the source on none

define i8 @src(i8 %x) {
  ret i8 %x
}

define i8 @tgt(i8 %x) {
  call void @llvm.assume(i1 undef)
  ret i8 %x
}

declare void @llvm.assume(i1 noundef)
