; expect: invalid
; why: storing the address as an integer loses the provenance of the stored pointer: final memory no longer refines

define void @src(ptr %p, ptr %q) {
  store ptr %q, ptr %p, align 8
  ret void
}

define void @tgt(ptr %p, ptr %q) {
  %i = ptrtoint ptr %q to i64
  store i64 %i, ptr %p, align 8
  ret void
}
