; expect: valid
; why: with nuw, -1 x 2 wraps unsigned (the index is sign-extended), so src's gep is always poison

define ptr @src(ptr %p) {
  %g = getelementptr nuw i16, ptr %p, i64 -1
  ret ptr %g
}

define ptr @tgt(ptr %p) {
  ret ptr poison
}
