; expect: valid
; why: byte 1 of *p holds poison after src's second store, so the i32 load is poison, refined by 0

define i32 @src(ptr %p, i32 %v) {
  store i32 %v, ptr %p, align 4
  %g = getelementptr i8, ptr %p, i64 1
  store i8 poison, ptr %g, align 1
  %r = load i32, ptr %p, align 4
  ret i32 %r
}

define i32 @tgt(ptr %p, i32 %v) {
  store i32 %v, ptr %p, align 4
  %g = getelementptr i8, ptr %p, i64 1
  store i8 poison, ptr %g, align 1
  ret i32 0
}
