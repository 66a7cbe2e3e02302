; expect: valid
; why: the target freezes x first: always 0, which the source may give

define i8 @src(i8 %x) {
  %r = sub i8 %x, %x
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  %f = freeze i8 %x
  %r = sub i8 %f, %f
  ret i8 %r
}
