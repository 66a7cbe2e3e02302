; expect: invalid
; why: adding samesign makes tgt poison when signs differ

define i1 @src(i32 %x, i32 %y) {
  %r = icmp ult i32 %x, %y
  ret i1 %r
}

define i1 @tgt(i32 %x, i32 %y) {
  %r = icmp samesign ult i32 %x, %y
  ret i1 %r
}
