; expect: invalid
; why: the store to %q may overwrite %p before the load

define i32 @src(ptr %p, ptr %q, i32 %v, i32 %w) {
  store i32 %v, ptr %p
  store i32 %w, ptr %q
  %r = load i32, ptr %p
  ret i32 %r
}

define i32 @tgt(ptr %p, ptr %q, i32 %v, i32 %w) {
  store i32 %v, ptr %p
  store i32 %w, ptr %q
  ret i32 %v
}
