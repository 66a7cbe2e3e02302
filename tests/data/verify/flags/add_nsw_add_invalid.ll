; expect: invalid
; why: adding nsw makes tgt poison on signed overflow where src is a value

define i32 @src(i32 %x, i32 %y) {
  %r = add i32 %x, %y
  ret i32 %r
}

define i32 @tgt(i32 %x, i32 %y) {
  %r = add nsw i32 %x, %y
  ret i32 %r
}
