; expect: invalid
; why: p == q does not make p and q the same pointer value: they may differ in provenance

define ptr @src(ptr %p, ptr %q) {
  %c = icmp eq ptr %p, %q
  %s = select i1 %c, ptr %q, ptr %p
  ret ptr %s
}

define ptr @tgt(ptr %p, ptr %q) {
  ret ptr %p
}
