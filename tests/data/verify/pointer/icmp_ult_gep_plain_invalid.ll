; expect: invalid
; why: gep without flags wraps: for p = 2^64-1, p + 1 is address 0, below p

define i1 @src(ptr %p) {
  %g = getelementptr i8, ptr %p, i64 1
  %c = icmp ult ptr %p, %g
  ret i1 %c
}

define i1 @tgt(ptr %p) {
  ret i1 true
}
