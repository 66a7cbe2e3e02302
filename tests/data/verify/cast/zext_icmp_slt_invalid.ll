; expect: invalid
; why: zext is never negative; x=-1 is negative as i8

define i1 @src(i8 %x) {
  %s = zext i8 %x to i32
  %r = icmp slt i32 %s, 0
  ret i1 %r
}

define i1 @tgt(i8 %x) {
  %r = icmp slt i8 %x, 0
  ret i1 %r
}
