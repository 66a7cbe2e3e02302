; expect: invalid
; why: after one byte of the stored pointer is overwritten by an integer store the load gets another address and no provenance

define ptr @src(ptr %p, ptr %q) {
  store ptr %q, ptr %p, align 8
  %g = getelementptr i8, ptr %p, i64 1
  store i8 0, ptr %g, align 1
  %r = load ptr, ptr %p, align 8
  ret ptr %r
}

define ptr @tgt(ptr %p, ptr %q) {
  store ptr %q, ptr %p, align 8
  %g = getelementptr i8, ptr %p, i64 1
  store i8 0, ptr %g, align 1
  ret ptr %q
}
