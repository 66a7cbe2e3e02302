; expect: valid
; why: gep nuw: p + 1 does not wrap unsigned (else poison), so the address p is below it

define i1 @src(ptr %p) {
  %g = getelementptr nuw i8, ptr %p, i64 1
  %c = icmp ult ptr %p, %g
  ret i1 %c
}

define i1 @tgt(ptr %p) {
  ret i1 true
}
