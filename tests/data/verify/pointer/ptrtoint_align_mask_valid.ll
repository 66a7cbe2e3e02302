; expect: valid
; why: a load with align 4 is UB unless the address is a multiple of 4, so its low two bits are 0

define i64 @src(ptr %p) {
  %v = load i32, ptr %p, align 4
  %a = ptrtoint ptr %p to i64
  %m = and i64 %a, 3
  %r = add i64 %m, 1
  ret i64 %r
}

define i64 @tgt(ptr %p) {
  %v = load i32, ptr %p, align 4
  ret i64 1
}
