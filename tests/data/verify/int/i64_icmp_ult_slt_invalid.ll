; expect: invalid
; why: unsigned and signed less-than differ when signs differ

define i1 @src(i64 %x, i64 %y) {
  %r = icmp ult i64 %x, %y
  ret i1 %r
}

define i1 @tgt(i64 %x, i64 %y) {
  %r = icmp slt i64 %x, %y
  ret i1 %r
}
