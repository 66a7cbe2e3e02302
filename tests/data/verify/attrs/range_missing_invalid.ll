; expect: invalid
; why: without range, x <u 10 may be false

define i1 @src(i8 %x) {
  %r = icmp ult i8 %x, 10
  ret i1 %r
}

define i1 @tgt(i8 %x) {
  ret i1 true
}
