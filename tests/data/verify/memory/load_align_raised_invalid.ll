; expect: invalid
; why: a load with align 4 is UB on a pointer that is only 1-aligned; src's align 1 load is not
; (tgt may not claim more alignment than src)

define i32 @src(ptr %p) {
  %r = load i32, ptr %p, align 1
  ret i32 %r
}

define i32 @tgt(ptr %p) {
  %r = load i32, ptr %p, align 4
  ret i32 %r
}
