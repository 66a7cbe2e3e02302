; expect: invalid
; why: without the assume, C = 8 makes the source shift by 8 & 7 = 0 (returning x) while the target's shl by 8 is poison

define i8 @src(i8 %x, i8 noundef %C) {
  %m = and i8 %C, 7
  %r = shl i8 %x, %m
  ret i8 %r
}

define i8 @tgt(i8 %x, i8 noundef %C) {
  %r = shl i8 %x, %C
  ret i8 %r
}
