; expect: valid
; why: tgt reads back the bytes src stored: src accessed them, and they hold v

define i32 @src(ptr %p, i32 %v) {
  store i32 %v, ptr %p, align 4
  ret i32 %v
}

define i32 @tgt(ptr %p, i32 %v) {
  store i32 %v, ptr %p, align 4
  %r = load i32, ptr %p, align 4
  ret i32 %r
}
