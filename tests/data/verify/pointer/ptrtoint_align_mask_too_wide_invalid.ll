; expect: invalid
; why: align 4 says nothing about bit 2 of the address

define i64 @src(ptr %p) {
  %v = load i32, ptr %p, align 4
  %a = ptrtoint ptr %p to i64
  %m = and i64 %a, 7
  ret i64 %m
}

define i64 @tgt(ptr %p) {
  %v = load i32, ptr %p, align 4
  ret i64 0
}
