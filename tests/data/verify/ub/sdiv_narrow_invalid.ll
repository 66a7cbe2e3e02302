; expect: invalid
; why: src i16 -128/-1 = 128 is defined; tgt i8 sdiv -128, -1 is UB

define i8 @src(i8 %x, i8 %y) {
  %a = sext i8 %x to i16
  %b = sext i8 %y to i16
  %d = sdiv i16 %a, %b
  %r = trunc i16 %d to i8
  ret i8 %r
}

define i8 @tgt(i8 %x, i8 %y) {
  %r = sdiv i8 %x, %y
  ret i8 %r
}
