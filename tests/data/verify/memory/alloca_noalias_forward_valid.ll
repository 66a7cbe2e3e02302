; expect: valid
; why: a fresh alloca cannot alias argument %p, so the store to it does not clobber %p

define i32 @src(ptr %p, i32 %v) {
  %a = alloca i32
  store i32 %v, ptr %p
  store i32 0, ptr %a
  %r = load i32, ptr %p
  ret i32 %r
}

define i32 @tgt(ptr %p, i32 %v) {
  store i32 %v, ptr %p
  ret i32 %v
}
