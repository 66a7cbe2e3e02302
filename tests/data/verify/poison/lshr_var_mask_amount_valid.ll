; expect: valid
; why: src is poison for y >= 32; below that masking y with 31 changes nothing

define i32 @src(i32 %x, i32 %y) {
  %r = lshr i32 %x, %y
  ret i32 %r
}

define i32 @tgt(i32 %x, i32 %y) {
  %m = and i32 %y, 31
  %r = lshr i32 %x, %m
  ret i32 %r
}
