; expect: valid
; why: switch with a reachable default maps 0 -> 10 and everything else -> 20; poison x is UB in src

define i32 @src(i32 %x) {
  switch i32 %x, label %d [ i32 0, label %a ]
a:
  ret i32 10
d:
  ret i32 20
}

define i32 @tgt(i32 %x) {
  %c = icmp eq i32 %x, 0
  %r = select i1 %c, i32 10, i32 20
  ret i32 %r
}
