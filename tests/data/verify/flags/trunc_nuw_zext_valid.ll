; expect: valid
; why: trunc nuw is poison if high bits are nonzero, so zext restores x

define i32 @src(i32 %x) {
  %t = trunc nuw i32 %x to i8
  %r = zext i8 %t to i32
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  ret i32 %x
}
