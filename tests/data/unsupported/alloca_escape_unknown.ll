; expect: unknown
; why: the alloca's address is stored to memory (it escapes): refused, not modelled

define i32 @src(ptr %p) {
  %a = alloca i32
  store i32 1, ptr %a
  store ptr %a, ptr %p
  %r = load i32, ptr %a
  ret i32 %r
}

define i32 @tgt(ptr %p) {
  %a = alloca i32
  store ptr %a, ptr %p
  ret i32 1
}
