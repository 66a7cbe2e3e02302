; expect: valid
; why: gep inbounds nuw p, n is null only when p is (inbounds: in one object or n = 0)

define i1 @src(ptr %p, i64 %n) {
  %g = getelementptr inbounds nuw i32, ptr %p, i64 %n
  %c = icmp ne ptr %g, null
  ret i1 %c
}

define i1 @tgt(ptr %p, i64 %n) {
  %c = icmp ne ptr %p, null
  ret i1 %c
}
