; expect: valid
; why: the only pointer in bounds of null is null: gep inbounds null, n is null for n = 0, poison otherwise

define ptr @src(i64 %n) {
  %g = getelementptr inbounds i8, ptr null, i64 %n
  ret ptr %g
}

define ptr @tgt(i64 %n) {
  ret ptr null
}
