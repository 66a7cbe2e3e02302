; expect: valid
; why: dropping poison-generating flags (inbounds nuw) only makes the result more defined

define ptr @src(ptr %p, i64 %n) {
  %g = getelementptr inbounds nuw i16, ptr %p, i64 %n
  ret ptr %g
}

define ptr @tgt(ptr %p, i64 %n) {
  %g = getelementptr i16, ptr %p, i64 %n
  ret ptr %g
}
