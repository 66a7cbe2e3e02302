; expect: valid
; why: shl C, 1 -> add C, C fails only for an undef C (undef_input/shl1_add_self_invalid.ll), but here the source assumes C u< 8 first: with C undef that condition is undef, and an undef operand of assume (noundef) is UB, so the target may do anything there

define i8 @src(i8 %C) {
  %p = icmp ult i8 %C, 8
  call void @llvm.assume(i1 %p)
  %r = shl i8 %C, 1
  ret i8 %r
}

define i8 @tgt(i8 %C) {
  %r = add i8 %C, %C
  ret i8 %r
}

declare void @llvm.assume(i1 noundef)
