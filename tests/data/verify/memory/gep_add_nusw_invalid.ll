; expect: invalid
; why: i x 8 may overflow signed 64 bits: adding nusw makes tgt's result poison there

define ptr @src(ptr %p, i64 %i) {
  %g = getelementptr i64, ptr %p, i64 %i
  ret ptr %g
}

define ptr @tgt(ptr %p, i64 %i) {
  %g = getelementptr nusw i64, ptr %p, i64 %i
  ret ptr %g
}
