; expect: invalid
; why: p + i may wrap the address space: adding nuw makes tgt's result poison there

define ptr @src(ptr %p, i64 %i) {
  %g = getelementptr i8, ptr %p, i64 %i
  ret ptr %g
}

define ptr @tgt(ptr %p, i64 %i) {
  %g = getelementptr nuw i8, ptr %p, i64 %i
  ret ptr %g
}
