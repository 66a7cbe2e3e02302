; expect: valid
; why: p and p+1 cannot both be 4-aligned: one of src's loads is always UB, so anything refines it

define i32 @src(ptr %p) {
  %a = load i32, ptr %p, align 4
  %g = getelementptr i8, ptr %p, i64 1
  %b = load i32, ptr %g, align 4
  %r = add i32 %a, %b
  ret i32 %r
}

define i32 @tgt(ptr %p) {
  ret i32 0
}
