; expect: valid
; why: x > y is y < x

define i1 @src(i32 %x, i32 %y) {
  %r = icmp sgt i32 %x, %y
  ret i1 %r
}

define i1 @tgt(i32 %x, i32 %y) {
  %r = icmp slt i32 %y, %x
  ret i1 %r
}
