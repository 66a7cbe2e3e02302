; expect: valid
; why: the same inbounds gep in src and tgt is poison on the same inputs (shared in-bounds facts)

define ptr @src(ptr %p, i64 %i) {
  %g = getelementptr inbounds i32, ptr %p, i64 %i
  ret ptr %g
}

define ptr @tgt(ptr %p, i64 %i) {
  %g = getelementptr inbounds i32, ptr %p, i64 %i
  ret ptr %g
}
