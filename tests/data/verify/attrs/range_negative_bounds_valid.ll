; expect: valid
; why: range(i8 -4, 4) is -4..3: x + 4 never wraps below 0, so it is <u 8

define i1 @src(i8 range(i8 -4, 4) %x) {
  %a = add i8 %x, 4
  %r = icmp ult i8 %a, 8
  ret i1 %r
}

define i1 @tgt(i8 range(i8 -4, 4) %x) {
  ret i1 true
}
