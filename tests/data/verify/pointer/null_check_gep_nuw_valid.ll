; expect: valid
; why: gep nuw: p + n does not wrap unsigned, so it is 0 exactly when p = 0 and n = 0

define i1 @src(ptr %p, i64 %n) {
  %g = getelementptr nuw i8, ptr %p, i64 %n
  %c = icmp eq ptr %g, null
  ret i1 %c
}

define i1 @tgt(ptr %p, i64 %n) {
  %a = icmp eq ptr %p, null
  %b = icmp eq i64 %n, 0
  %c = and i1 %a, %b
  ret i1 %c
}
