; expect: invalid
; why: tgt stores v+1 where src stores v

define void @src(ptr %p, i32 %v) {
  store i32 %v, ptr %p
  ret void
}

define void @tgt(ptr %p, i32 %v) {
  %w = add i32 %v, 1
  store i32 %w, ptr %p
  ret void
}
