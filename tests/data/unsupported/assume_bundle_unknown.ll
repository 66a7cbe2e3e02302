; expect: unknown
; why: the "align" operand bundle states a fact about %p (8-aligned) that is not modelled: refused, never ignored (ignoring it would drop a source precondition or a target UB)

define i8 @src(ptr %p) {
  call void @llvm.assume(i1 true) [ "align"(ptr %p, i64 8) ]
  %v = load i8, ptr %p, align 8
  ret i8 %v
}

define i8 @tgt(ptr %p) {
  %v = load i8, ptr %p, align 8
  ret i8 %v
}

declare void @llvm.assume(i1 noundef)
