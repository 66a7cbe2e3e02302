; expect: invalid
; why: gep without flags on null computes address n (a pointer without provenance), not null

define ptr @src(i64 %n) {
  %g = getelementptr i8, ptr null, i64 %n
  ret ptr %g
}

define ptr @tgt(i64 %n) {
  ret ptr null
}
