; expect: valid
; why: a function refines itself: loading through a pointer loaded from memory

define i32 @src(ptr %p) {
  %a = load ptr, ptr %p, align 8
  %v = load i32, ptr %a, align 4
  ret i32 %v
}

define i32 @tgt(ptr %p) {
  %a = load ptr, ptr %p, align 8
  %v = load i32, ptr %a, align 4
  ret i32 %v
}
