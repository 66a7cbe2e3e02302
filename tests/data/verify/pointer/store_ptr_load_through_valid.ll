; expect: valid
; why: the loaded pointer keeps q's provenance, so loading through it reads q

define i32 @src(ptr %p, ptr %q) {
  store ptr %q, ptr %p, align 8
  %r = load ptr, ptr %p, align 8
  %v = load i32, ptr %r, align 4
  ret i32 %v
}

define i32 @tgt(ptr %p, ptr %q) {
  store ptr %q, ptr %p, align 8
  %v = load i32, ptr %q, align 4
  ret i32 %v
}
