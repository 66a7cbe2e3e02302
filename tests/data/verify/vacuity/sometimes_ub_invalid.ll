; expect: invalid
; why: the source is undefined only when %y is 0; elsewhere it returns x / y, not 0 (not vacuous)

define i8 @src(i8 %x, i8 %y) {
  %r = udiv i8 %x, %y
  ret i8 %r
}

define i8 @tgt(i8 %x, i8 %y) {
  ret i8 0
}
