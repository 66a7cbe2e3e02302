; expect: invalid
; why: tgt trunc nuw is poison when high bits are set (x=256) where src truncates to 0

define i8 @src(i32 %x) {
  %r = trunc i32 %x to i8
  ret i8 %r
}

define i8 @tgt(i32 %x) {
  %r = trunc nuw i32 %x to i8
  ret i8 %r
}
