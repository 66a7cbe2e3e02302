; expect: invalid
; why: poison x: src select on icmp poison is just poison, tgt switch on poison is UB

define i32 @src(i32 %x) {
  %c = icmp eq i32 %x, 0
  %r = select i1 %c, i32 10, i32 20
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  switch i32 %x, label %d [ i32 0, label %a ]
a:
  ret i32 10
d:
  ret i32 20
}
