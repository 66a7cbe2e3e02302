; expect: valid
; why: at x = 127 the source's add nsw overflows, so its assumed condition is poison (the wrapped bits -128 != 0 would say true) and assume(poison) is UB (noundef operand): only there does the target's smin(x, 126) differ from x

define i8 @src(i8 %x) {
  %a = add nsw i8 %x, 1
  %p = icmp ne i8 %a, 0
  call void @llvm.assume(i1 %p)
  ret i8 %x
}

define i8 @tgt(i8 %x) {
  %r = call i8 @llvm.smin.i8(i8 %x, i8 126)
  ret i8 %r
}

declare void @llvm.assume(i1 noundef)
declare i8 @llvm.smin.i8(i8, i8)
