; expect: invalid
; why: p+8 may be out of bounds of p's object: inbounds makes tgt's pointer poison there

define ptr @src(ptr %p) {
  %g = getelementptr i8, ptr %p, i64 8
  ret ptr %g
}

define ptr @tgt(ptr %p) {
  %g = getelementptr inbounds i8, ptr %p, i64 8
  ret ptr %g
}
