; expect: invalid
; why: x == x in the target may be false for an undef x

define i1 @src(i64 %x) {
  ret i1 true
}

define i1 @tgt(i64 %x) {
  %r = icmp eq i64 %x, %x
  ret i1 %r
}
