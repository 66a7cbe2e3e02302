; expect: invalid
; why: inbounds adds the in-bounds requirement to nusw: p outside its object plus 4 is defined under nusw only

define ptr @src(ptr %p) {
  %g = getelementptr nusw i8, ptr %p, i64 4
  ret ptr %g
}

define ptr @tgt(ptr %p) {
  %g = getelementptr inbounds i8, ptr %p, i64 4
  ret ptr %g
}
