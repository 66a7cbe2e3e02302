; expect: valid
; why: range(i8 5, 2) wraps: 5..255, 0, 1; 3 is outside, so x != 3

define i1 @src(i8 range(i8 5, 2) %x) {
  %r = icmp ne i8 %x, 3
  ret i1 %r
}

define i1 @tgt(i8 range(i8 5, 2) %x) {
  ret i1 true
}
