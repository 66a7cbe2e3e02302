; expect: invalid
; why: without disjoint, x=y=1 gives or=1 but add=2

define i32 @src(i32 %x, i32 %y) {
  %r = or i32 %x, %y
  ret i32 %r
}

define i32 @tgt(i32 %x, i32 %y) {
  %r = add i32 %x, %y
  ret i32 %r
}
