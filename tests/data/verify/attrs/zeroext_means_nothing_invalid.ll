; expect: invalid
; why: zeroext is an ABI hint: it does not make x < 128, so sext and zext differ

define i32 @src(i8 zeroext %x) {
  %r = zext i8 %x to i32
  ret i32 %r
}

define i32 @tgt(i8 zeroext %x) {
  %r = sext i8 %x to i32
  ret i32 %r
}
