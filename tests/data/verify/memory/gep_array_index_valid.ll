; expect: valid
; why: element 2 of a [4 x i32] at p is at byte offset 8

define i32 @src(ptr %p) {
  %g = getelementptr [4 x i32], ptr %p, i64 0, i64 2
  %r = load i32, ptr %g, align 4
  ret i32 %r
}

define i32 @tgt(ptr %p) {
  %g = getelementptr i8, ptr %p, i64 8
  %r = load i32, ptr %g, align 4
  ret i32 %r
}
