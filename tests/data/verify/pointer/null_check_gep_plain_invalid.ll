; expect: invalid
; why: gep without flags: p + n wraps to null for p = -n

define i1 @src(ptr %p, i64 %n) {
  %g = getelementptr i8, ptr %p, i64 %n
  %c = icmp eq ptr %g, null
  ret i1 %c
}

define i1 @tgt(ptr %p, i64 %n) {
  %c = icmp eq ptr %p, null
  ret i1 %c
}
