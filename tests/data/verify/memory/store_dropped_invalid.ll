; expect: invalid
; why: the store to %p is visible to the caller; tgt leaves memory unchanged

define i32 @src(ptr %p, i32 %v) {
  store i32 %v, ptr %p
  %r = load i32, ptr %p
  ret i32 %r
}

define i32 @tgt(ptr %p, i32 %v) {
  ret i32 %v
}
