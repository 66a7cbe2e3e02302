; expect: valid
; why: sub nuw x, y is poison if y > x, else x - y <= x

define i1 @src(i32 %x, i32 %y) {
  %a = sub nuw i32 %x, %y
  %r = icmp ule i32 %a, %x
  ret i1 %r
}

define i1 @tgt(i32 %x, i32 %y) {
  ret i1 true
}
