; expect: valid
; why: gep without flags adds offsets modulo 2^64, so p+a == p+b exactly when a == b

define i1 @src(ptr %p, i64 %a, i64 %b) {
  %x = getelementptr i8, ptr %p, i64 %a
  %y = getelementptr i8, ptr %p, i64 %b
  %c = icmp eq ptr %x, %y
  ret i1 %c
}

define i1 @tgt(ptr %p, i64 %a, i64 %b) {
  %c = icmp eq i64 %a, %b
  ret i1 %c
}
