; expect: valid
; why: x <u x is false; the source may pick equal readings

define i1 @src(i32 %x) {
  %r = icmp ult i32 %x, %x
  ret i1 %r
}

define i1 @tgt(i32 %x) {
  ret i1 false
}
