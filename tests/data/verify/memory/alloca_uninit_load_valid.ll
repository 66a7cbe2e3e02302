; expect: valid
; why: loading uninitialized stack memory yields undef (or poison), refined by 0

define i32 @src() {
  %a = alloca i32
  %r = load i32, ptr %a
  ret i32 %r
}

define i32 @tgt() {
  ret i32 0
}
