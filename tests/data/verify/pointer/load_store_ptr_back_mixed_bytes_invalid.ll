; expect: invalid
; why: bytes mixing an integer and a pointer into another object load as a pointer without provenance, whose bytes stored back do not refine the pointer bytes left in place (Alive2 compares pointer bytes exactly)

define void @src(ptr %p) {
  %v = load ptr, ptr %p, align 8
  store ptr %v, ptr %p, align 8
  ret void
}

define void @tgt(ptr %p) {
  %v = load ptr, ptr %p, align 8
  ret void
}
