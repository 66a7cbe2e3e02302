; expect: valid
; why: zext nneg is poison for negative inputs; otherwise zext = sext

define i32 @src(i8 %x) {
  %r = zext nneg i8 %x to i32
  ret i32 %r
}

define i32 @tgt(i8 %x) {
  %r = sext i8 %x to i32
  ret i32 %r
}
