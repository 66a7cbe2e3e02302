; expect: valid
; why: pointer bytes of the same address refine integer bytes (reading them as integers gives the same value; as pointers, only more provenance; Alive2 allows it)

define void @src(ptr %p, ptr %q) {
  %i = ptrtoint ptr %q to i64
  store i64 %i, ptr %p, align 8
  ret void
}

define void @tgt(ptr %p, ptr %q) {
  store ptr %q, ptr %p, align 8
  ret void
}
