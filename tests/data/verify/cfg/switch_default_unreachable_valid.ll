; expect: valid
; why: x must be 0 or 1 (default is UB); returns 10 or 20

define i32 @src(i32 %x) {
  switch i32 %x, label %u [ i32 0, label %a
  i32 1, label %b ]
a:
  ret i32 10
b:
  ret i32 20
u:
  unreachable
}

define i32 @tgt(i32 %x) {
  %c = icmp eq i32 %x, 0
  %r = select i1 %c, i32 10, i32 20
  ret i32 %r
}
