; expect: unknown
; why: loads of pointer values are refused (provenance is not modelled)

define ptr @src(ptr %p) {
  %r = load ptr, ptr %p, align 8
  ret ptr %r
}

define ptr @tgt(ptr %p) {
  %r = load ptr, ptr %p, align 8
  ret ptr %r
}
