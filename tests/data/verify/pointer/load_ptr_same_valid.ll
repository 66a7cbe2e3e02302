; expect: valid
; why: a function refines itself: the loaded pointer (address and provenance) is the same in both
define ptr @src(ptr %p) {
  %r = load ptr, ptr %p, align 8
  ret ptr %r
}

define ptr @tgt(ptr %p) {
  %r = load ptr, ptr %p, align 8
  ret ptr %r
}
