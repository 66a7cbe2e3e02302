; expect: valid
; why: icmp with a poison operand is poison

define i1 @src(i32 %x) {
  %r = icmp eq i32 poison, %x
  ret i1 %r
}

define i1 @tgt(i32 %x) {
  ret i1 false
}
