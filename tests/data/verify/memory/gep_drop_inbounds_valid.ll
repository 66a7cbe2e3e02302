; expect: valid
; why: dropping inbounds only removes poison; the address is unchanged

define i32 @src(ptr %p) {
  %g = getelementptr inbounds i8, ptr %p, i64 4
  %r = load i32, ptr %g
  ret i32 %r
}

define i32 @tgt(ptr %p) {
  %g = getelementptr i8, ptr %p, i64 4
  %r = load i32, ptr %g
  ret i32 %r
}
