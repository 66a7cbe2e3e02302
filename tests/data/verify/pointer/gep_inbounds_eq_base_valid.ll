; expect: valid
; why: gep inbounds i32 p, n equals p only for n = 0: n*4 must not overflow signed and the address must not wrap

define i1 @src(ptr %p, i64 %n) {
  %g = getelementptr inbounds i32, ptr %p, i64 %n
  %c = icmp eq ptr %g, %p
  ret i1 %c
}

define i1 @tgt(ptr %p, i64 %n) {
  %c = icmp eq i64 %n, 0
  ret i1 %c
}
