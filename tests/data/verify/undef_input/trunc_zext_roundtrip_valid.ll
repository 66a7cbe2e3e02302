; expect: valid
; why: trunc(zext x) -> x: one reading each

define i8 @src(i8 %x) {
  %a = zext i8 %x to i32
  %r = trunc i32 %a to i8
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  ret i8 %x
}
