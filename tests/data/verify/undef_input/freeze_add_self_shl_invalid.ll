; expect: invalid
; why: a poison x: freeze gives the source a value (2v), while shl x, 1 is poison

define i8 @src(i8 %x) {
  %f = freeze i8 %x
  %r = add i8 %f, %f
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  %r = shl i8 %x, 1
  ret i8 %r
}
