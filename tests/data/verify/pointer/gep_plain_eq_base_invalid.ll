; expect: invalid
; why: gep i32 without flags: n = 2^62 gives offset 2^64, the same address

define i1 @src(ptr %p, i64 %n) {
  %g = getelementptr i32, ptr %p, i64 %n
  %c = icmp eq ptr %g, %p
  ret i1 %c
}

define i1 @tgt(ptr %p, i64 %n) {
  %c = icmp eq i64 %n, 0
  ret i1 %c
}
