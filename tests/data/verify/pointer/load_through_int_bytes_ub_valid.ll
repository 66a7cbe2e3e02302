; expect: valid
; why: a pointer loaded from integer bytes has no provenance, so accessing memory through it is UB: the source never returns

define i32 @src(ptr %p, ptr %q) {
  %i = ptrtoint ptr %q to i64
  store i64 %i, ptr %p, align 8
  %r = load ptr, ptr %p, align 8
  %v = load i32, ptr %r, align 4
  ret i32 %v
}

define i32 @tgt(ptr %p, ptr %q) {
  ret i32 0
}
