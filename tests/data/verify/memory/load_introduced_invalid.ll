; expect: invalid
; why: tgt loads from %p, which may be dangling (UB); src touches no memory

define i32 @src(ptr %p) {
  ret i32 0
}

define i32 @tgt(ptr %p) {
  %l = load i32, ptr %p
  ret i32 0
}
