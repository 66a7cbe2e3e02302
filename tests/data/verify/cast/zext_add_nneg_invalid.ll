; expect: invalid
; why: adding nneg makes tgt poison for negative x

define i32 @src(i8 %x) {
  %r = zext i8 %x to i32
  ret i32 %r
}

define i32 @tgt(i8 %x) {
  %r = zext nneg i8 %x to i32
  ret i32 %r
}
