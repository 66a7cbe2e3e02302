; expect: invalid
; why: sext(trunc x) loses the high bits (x=256)

define i32 @src(i32 %x) {
  %t = trunc i32 %x to i8
  %r = sext i8 %t to i32
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  ret i32 %x
}
