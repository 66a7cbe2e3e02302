; expect: valid
; why: gep inbounds with all-zero indices is always in bounds (LangRef), even for a pointer outside any object: it is p

define ptr @src(ptr %p) {
  %g = getelementptr inbounds i32, ptr %p, i64 0
  ret ptr %g
}

define ptr @tgt(ptr %p) {
  ret ptr %p
}
