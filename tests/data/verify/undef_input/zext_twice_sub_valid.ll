; expect: valid
; why: zext of x read twice in the source is any value pair; the target's 0 is one

define i16 @src(i8 %x) {
  %a = zext i8 %x to i16
  %r = sub i16 %a, %a
  ret i16 %r
}

define i16 @tgt(i8 %x) {
  ret i16 0
}
