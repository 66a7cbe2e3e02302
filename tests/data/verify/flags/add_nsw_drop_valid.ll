; expect: valid
; why: dropping nsw only removes poison; wrapping result refines poison

define i32 @src(i32 %x, i32 %y) {
  %r = add nsw i32 %x, %y
  ret i32 %r
}

define i32 @tgt(i32 %x, i32 %y) {
  %r = add i32 %x, %y
  ret i32 %r
}
