; expect: valid
; why: freeze y | 1 is never zero or poison, so tgt has no UB

define i32 @src(i32 %x, i32 %y) {
  ret i32 %x
}

define i32 @tgt(i32 %x, i32 %y) {
  %f = freeze i32 %y
  %o = or i32 %f, 1
  %d = udiv i32 %x, %o
  ret i32 %x
}
