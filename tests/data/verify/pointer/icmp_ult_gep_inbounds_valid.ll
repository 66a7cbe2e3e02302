; expect: valid
; why: gep inbounds: p and p+1 in bounds of one object, which does not wrap, so p < p+1 (else poison)

define i1 @src(ptr %p) {
  %g = getelementptr inbounds i8, ptr %p, i64 1
  %c = icmp ult ptr %p, %g
  ret i1 %c
}

define i1 @tgt(ptr %p) {
  ret i1 true
}
