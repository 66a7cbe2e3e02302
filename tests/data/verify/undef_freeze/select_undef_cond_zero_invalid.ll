; expect: invalid
; why: for x = y = 1 src returns 1 whatever the condition

define i32 @src(i32 %x, i32 %y) {
  %r = select i1 undef, i32 %x, i32 %y
  ret i32 %r
}

define i32 @tgt(i32 %x, i32 %y) {
  ret i32 0
}
