; expect: valid
; why: a stored pointer is loaded back whole: the same address and the same provenance (%q noundef: see tests/data/open for the undef case)

define ptr @src(ptr %p, ptr noundef %q) {
  store ptr %q, ptr %p, align 8
  %r = load ptr, ptr %p, align 8
  ret ptr %r
}

define ptr @tgt(ptr %p, ptr noundef %q) {
  store ptr %q, ptr %p, align 8
  ret ptr %q
}
