; expect: invalid
; why: x = 1 returns 20 in src but 30 in tgt (default)

define i32 @src(i32 %x) {
  switch i32 %x, label %d [ i32 0, label %a
  i32 1, label %b ]
a:
  ret i32 10
b:
  ret i32 20
d:
  ret i32 30
}

define i32 @tgt(i32 %x) {
  %c = icmp eq i32 %x, 0
  %r = select i1 %c, i32 10, i32 30
  ret i32 %r
}
