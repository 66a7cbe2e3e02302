; expect: valid
; why: trunc nsw is poison unless sext of the result is x

define i32 @src(i32 %x) {
  %t = trunc nsw i32 %x to i8
  %r = sext i8 %t to i32
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  ret i32 %x
}
