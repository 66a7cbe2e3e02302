; expect: valid
; why: an integer load of a pointer's bytes reads its address (Alive2: pointer bytes read as integers give the address) (%q noundef: see tests/data/open for the undef case)

define i64 @src(ptr %p, ptr noundef %q) {
  store ptr %q, ptr %p, align 8
  %r = load i64, ptr %p, align 8
  ret i64 %r
}

define i64 @tgt(ptr %p, ptr noundef %q) {
  store ptr %q, ptr %p, align 8
  %r = ptrtoint ptr %q to i64
  ret i64 %r
}
