; expect: unknown
; why: volatile accesses are refused

define i32 @src(ptr %p) {
  %r = load volatile i32, ptr %p, align 4
  ret i32 %r
}

define i32 @tgt(ptr %p) {
  %r = load volatile i32, ptr %p, align 4
  ret i32 %r
}
