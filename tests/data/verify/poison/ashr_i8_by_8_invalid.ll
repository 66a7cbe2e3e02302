; expect: invalid
; why: tgt shifts i8 by 8 which is poison; src ashr by 7 is a value

define i8 @src(i8 %x) {
  %r = ashr i8 %x, 7
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  %r = ashr i8 %x, 8
  ret i8 %r
}
