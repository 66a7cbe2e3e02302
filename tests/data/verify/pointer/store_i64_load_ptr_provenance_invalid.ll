; expect: invalid
; why: a pointer loaded from integer bytes has no provenance, a different pointer value from q (pointers compare by address and provenance, as in Alive2)

define ptr @src(ptr %p, ptr %q) {
  %i = ptrtoint ptr %q to i64
  store i64 %i, ptr %p, align 8
  %r = load ptr, ptr %p, align 8
  ret ptr %r
}

define ptr @tgt(ptr %p, ptr %q) {
  %i = ptrtoint ptr %q to i64
  store i64 %i, ptr %p, align 8
  ret ptr %q
}
