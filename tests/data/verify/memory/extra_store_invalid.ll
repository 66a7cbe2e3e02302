; expect: invalid
; why: tgt writes to %q which src never touches

define void @src(ptr %p, ptr %q, i32 %v) {
  store i32 %v, ptr %p
  ret void
}

define void @tgt(ptr %p, ptr %q, i32 %v) {
  store i32 %v, ptr %p
  store i32 %v, ptr %q
  ret void
}
