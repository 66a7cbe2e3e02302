; expect: valid
; why: every x is unsigned <= UINT_MAX

define i1 @src(i32 %x) {
  %r = icmp ule i32 %x, -1
  ret i1 %r
}

define i1 @tgt(i32 %x) {
  ret i1 true
}
