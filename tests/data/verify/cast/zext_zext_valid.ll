; expect: valid
; why: two zero extensions compose

define i32 @src(i8 %x) {
  %a = zext i8 %x to i16
  %r = zext i16 %a to i32
  ret i32 %r
}

define i32 @tgt(i8 %x) {
  %r = zext i8 %x to i32
  ret i32 %r
}
