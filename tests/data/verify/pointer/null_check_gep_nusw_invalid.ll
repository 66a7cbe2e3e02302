; expect: invalid
; why: gep nusw only forbids signed-offset wrap: p = 5 plus n = -5 is address 0 without poison

define i1 @src(ptr %p, i64 %n) {
  %g = getelementptr nusw i8, ptr %p, i64 %n
  %c = icmp eq ptr %g, null
  ret i1 %c
}

define i1 @tgt(ptr %p, i64 %n) {
  %c = icmp eq ptr %p, null
  ret i1 %c
}
