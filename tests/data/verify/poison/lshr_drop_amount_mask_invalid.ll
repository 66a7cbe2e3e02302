; expect: invalid
; why: src masks the amount so it is always defined; tgt is poison for y >= 32

define i32 @src(i32 %x, i32 %y) {
  %m = and i32 %y, 31
  %r = lshr i32 %x, %m
  ret i32 %r
}

define i32 @tgt(i32 %x, i32 %y) {
  %r = lshr i32 %x, %y
  ret i32 %r
}
