; expect: invalid
; why: without the source's return range, x & 15 and x & 7 differ for x & 15 >= 8

define i8 @src(i8 %x) {
  %r = and i8 %x, 15
  ret i8 %r
}

define range(i8 0, 8) i8 @tgt(i8 %x) {
  %r = and i8 %x, 7
  ret i8 %r
}
