; expect: invalid
; why: tgt stores poison into byte 1 where src stores v's byte 1, so tgt's load (and memory) is poison

define i8 @src(ptr %p, i32 %v) {
  store i32 %v, ptr %p, align 4
  %g = getelementptr i8, ptr %p, i64 1
  %r = load i8, ptr %g, align 1
  ret i8 %r
}

define i8 @tgt(ptr %p, i32 %v) {
  store i32 %v, ptr %p, align 4
  %g = getelementptr i8, ptr %p, i64 1
  store i8 poison, ptr %g, align 1
  %r = load i8, ptr %g, align 1
  ret i8 %r
}
