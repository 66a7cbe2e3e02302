; expect: valid
; why: a load right after a store to the same pointer reads the stored value

define i32 @src(ptr %p, i32 %v) {
  store i32 %v, ptr %p
  %r = load i32, ptr %p
  ret i32 %r
}

define i32 @tgt(ptr %p, i32 %v) {
  store i32 %v, ptr %p
  ret i32 %v
}
