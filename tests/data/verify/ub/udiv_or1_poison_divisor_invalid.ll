; expect: invalid
; why: y|1 is nonzero but poison when y is poison; division by poison is UB

define i32 @src(i32 %x, i32 %y) {
  ret i32 %x
}

define i32 @tgt(i32 %x, i32 %y) {
  %o = or i32 %y, 1
  %d = udiv i32 %x, %o
  ret i32 %x
}
