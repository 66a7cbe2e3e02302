; expect: invalid
; why: for y = 1 src returns x but tgt x >> 1

define i32 @src(i32 %x, i32 %y) {
  %r = udiv i32 %x, %y
  ret i32 %r
}

define i32 @tgt(i32 %x, i32 %y) {
  %r = lshr i32 %x, 1
  ret i32 %r
}
