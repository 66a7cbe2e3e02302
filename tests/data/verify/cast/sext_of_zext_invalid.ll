; expect: invalid
; why: zext to i16 makes the value nonnegative; sext from i8 does not (x=-1)

define i32 @src(i8 %x) {
  %a = zext i8 %x to i16
  %r = sext i16 %a to i32
  ret i32 %r
}

define i32 @tgt(i8 %x) {
  %r = sext i8 %x to i32
  ret i32 %r
}
