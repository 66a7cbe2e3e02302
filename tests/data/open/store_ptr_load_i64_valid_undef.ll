; expect: valid
; alive2: correct (0.08 s; alive-tv 0dc2be5f, LLVM 22.1.8, --smt-to=60000, 2026-11-29)
; open: valid also with an undef %q, but the source stores the pointer and loads it back, and undef pointer bytes in memory are not modelled. an integer load of a pointer's bytes reads its address (Alive2: pointer bytes read as integers give the address)

define i64 @src(ptr %p, ptr %q) {
  store ptr %q, ptr %p, align 8
  %r = load i64, ptr %p, align 8
  ret i64 %r
}

define i64 @tgt(ptr %p, ptr %q) {
  store ptr %q, ptr %p, align 8
  %r = ptrtoint ptr %q to i64
  ret i64 %r
}
