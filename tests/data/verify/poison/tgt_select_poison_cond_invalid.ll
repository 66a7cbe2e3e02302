; expect: invalid
; why: select on a poison condition is poison; src returns x regardless of c

define i32 @src(i1 %c, i32 %x) {
  ret i32 %x
}

define i32 @tgt(i1 %c, i32 %x) {
  %r = select i1 %c, i32 %x, i32 %x
  ret i32 %r
}
