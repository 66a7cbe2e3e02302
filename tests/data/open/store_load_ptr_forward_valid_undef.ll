; expect: valid
; alive2: correct (0.06 s; alive-tv 0dc2be5f, LLVM 22.1.8, --smt-to=60000, 2026-11-29)
; open: valid also with an undef %q, but the source stores the pointer and loads it back, and undef pointer bytes in memory are not modelled. a stored pointer is loaded back whole: the same address and the same provenance

define ptr @src(ptr %p, ptr %q) {
  store ptr %q, ptr %p, align 8
  %r = load ptr, ptr %p, align 8
  ret ptr %r
}

define ptr @tgt(ptr %p, ptr %q) {
  store ptr %q, ptr %p, align 8
  ret ptr %q
}
