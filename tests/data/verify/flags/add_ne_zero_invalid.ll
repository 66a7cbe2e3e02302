; expect: invalid
; why: without nuw, x=255 gives x+1 = 0

define i1 @src(i8 %x) {
  %a = add i8 %x, 1
  %r = icmp ne i8 %a, 0
  ret i1 %r
}

define i1 @tgt(i8 %x) {
  ret i1 true
}
