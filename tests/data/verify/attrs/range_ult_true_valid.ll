; expect: valid
; why: range(i8 0, 10): a value outside [0, 10) is poison, so x <u 10 is true or poison

define i1 @src(i8 range(i8 0, 10) %x) {
  %r = icmp ult i8 %x, 10
  ret i1 %r
}

define i1 @tgt(i8 range(i8 0, 10) %x) {
  ret i1 true
}
