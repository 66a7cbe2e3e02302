; expect: invalid
; why: x=-1 passes trunc nsw, but zext gives 255 not -1

define i32 @src(i32 %x) {
  %t = trunc nsw i32 %x to i8
  %r = zext i8 %t to i32
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  ret i32 %x
}
