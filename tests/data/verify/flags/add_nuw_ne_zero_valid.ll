; expect: valid
; why: add nuw x, 1 cannot wrap to 0 (that would be poison)

define i1 @src(i8 %x) {
  %a = add nuw i8 %x, 1
  %r = icmp ne i8 %a, 0
  ret i1 %r
}

define i1 @tgt(i8 %x) {
  ret i1 true
}
