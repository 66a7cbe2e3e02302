; expect: invalid
; why: src only reads *p, which may be read-only memory: tgt's store (even of the same value) may be UB

define i32 @src(ptr %p) {
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @tgt(ptr %p) {
  %v = load i32, ptr %p, align 4
  store i32 %v, ptr %p, align 4
  ret i32 %v
}
