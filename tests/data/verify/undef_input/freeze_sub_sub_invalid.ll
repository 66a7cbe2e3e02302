; expect: invalid
; why: freeze fixes one value, so the source is 0; the target's sub reads an undef x twice

define i8 @src(i8 %x) {
  %f = freeze i8 %x
  %r = sub i8 %f, %f
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  %r = sub i8 %x, %x
  ret i8 %r
}
