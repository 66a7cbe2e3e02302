; expect: unknown
; why: the provenance of a pointer made by inttoptr is not modelled (LangRef leaves it to the memory model): refused

define i32 @src(ptr %p) {
  %i = ptrtoint ptr %p to i64
  %q = inttoptr i64 %i to ptr
  %v = load i32, ptr %q, align 4
  ret i32 %v
}

define i32 @tgt(ptr %p) {
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
