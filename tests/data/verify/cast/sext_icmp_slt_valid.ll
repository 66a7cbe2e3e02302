; expect: valid
; why: sign extension preserves the sign

define i1 @src(i8 %x) {
  %s = sext i8 %x to i32
  %r = icmp slt i32 %s, 0
  ret i1 %r
}

define i1 @tgt(i8 %x) {
  %r = icmp slt i8 %x, 0
  ret i1 %r
}
