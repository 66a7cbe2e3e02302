; expect: valid
; why: zext(trunc x to i8) keeps the low 8 bits: x & 255

define i32 @src(i32 %x) {
  %t = trunc i32 %x to i8
  %r = zext i8 %t to i32
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %r = and i32 %x, 255
  ret i32 %r
}
