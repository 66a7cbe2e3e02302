; expect: invalid
; why: the load at p+2 overlaps the stored bytes only partially (align 1: without it the
; load gets i32's ABI alignment 4, which p+2 and p+4 cannot both have, and src is always UB)

define i32 @src(ptr %p, i32 %v) {
  %g = getelementptr i32, ptr %p, i64 1
  store i32 %v, ptr %g
  %h = getelementptr i8, ptr %p, i64 2
  %r = load i32, ptr %h, align 1
  ret i32 %r
}

define i32 @tgt(ptr %p, i32 %v) {
  %g = getelementptr i32, ptr %p, i64 1
  store i32 %v, ptr %g
  ret i32 %v
}
