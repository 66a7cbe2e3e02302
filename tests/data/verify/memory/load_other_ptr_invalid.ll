; expect: invalid
; why: the load reads %q, not the location just stored (%p)

define i32 @src(ptr %p, ptr %q, i32 %v) {
  store i32 %v, ptr %p
  %r = load i32, ptr %q
  ret i32 %r
}

define i32 @tgt(ptr %p, ptr %q, i32 %v) {
  store i32 %v, ptr %p
  ret i32 %v
}
