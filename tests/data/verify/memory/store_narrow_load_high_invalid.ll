; expect: invalid
; why: little-endian: the first byte is the low byte, not bits 24..31

define i8 @src(ptr %p, i32 %v) {
  store i32 %v, ptr %p
  %r = load i8, ptr %p
  ret i8 %r
}

define i8 @tgt(ptr %p, i32 %v) {
  store i32 %v, ptr %p
  %s = lshr i32 %v, 24
  %r = trunc i32 %s to i8
  ret i8 %r
}
