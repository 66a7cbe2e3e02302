; expect: invalid
; why: x <u x in the target may be true for an undef x (readings 0 then 1)

define i1 @src(i32 %x) {
  ret i1 false
}

define i1 @tgt(i32 %x) {
  %r = icmp ult i32 %x, %x
  ret i1 %r
}
